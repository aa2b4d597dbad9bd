import type { SeedSeries } from "./types.ts";

export const SERIES: SeedSeries[] = [
  {
    ref: "ten-oclock-bulletin",
    title: "Ten O'Clock Bulletin",
    tagline: "The news goes out at ten. If they let it.",
    synopsis:
      "Grace Wambui becomes news editor at Jicho TV in Nairobi on the day a leaked land-registry " +
      "file lands on her desk. Over one election season, her small newsroom of overworked " +
      "reporters, a camerawoman who never misses a shot and an owner with too many friends must " +
      "decide how much truth a television station can afford.",
    year: 2024,
    tags: ["nairobi", "journalism", "newsroom", "politics", "elections"],
    genres: ["Drama", "Thriller"],
    country: "Kenya",
    language: "English",
    priceTier: "premium",
    episodes: [
      {
        number: 1,
        synopsis:
          "Grace Wambui's first day as news editor at Jicho TV begins with a leaked " +
          "land-registry file and a ten o'clock bulletin she has nine hours to fill.",
        durationMin: 54,
      },
      {
        number: 2,
        synopsis:
          "Junior reporter Brian Kiprop follows the land file to a gated estate in Karen, where " +
          "the security guards somehow know his name before he gives it.",
        durationMin: 51,
      },
      {
        number: 3,
        synopsis:
          "The station's owner invites Grace to a long lunch and suggests, very politely, that " +
          "the story is not ready. She runs a shorter version that night anyway.",
        durationMin: 49,
      },
      {
        number: 4,
        synopsis:
          "A clerk from the Ministry of Lands agrees to meet Brian among the butcheries of " +
          "Kenyatta Market with proof of who signed the transfers, then fails to appear.",
        durationMin: 52,
      },
      {
        number: 5,
        synopsis:
          "Grace discovers the leak came from inside her own newsroom, and that her trusted " +
          "deputy Otieno has been quietly sending scripts to a rival channel.",
        durationMin: 50,
      },
      {
        number: 6,
        synopsis:
          "With the clerk missing, Brian and camerawoman Halima Abdi retrace his last day across " +
          "the matatu stages of Eastlands, one conductor's memory at a time.",
        durationMin: 53,
      },
      {
        number: 7,
        synopsis:
          "Advertisers pull out, the owner threatens to shut the station, and the exhausted " +
          "staff vote in the canteen on whether to keep reporting the story.",
        durationMin: 48,
      },
      {
        number: 8,
        synopsis:
          "On the eve of the vote, Grace takes the anchor's chair herself to broadcast the full " +
          "investigation live as police vehicles pull up outside the building.",
        durationMin: 57,
      },
    ],
  },
  {
    ref: "pepper-and-sons",
    title: "Pepper and Sons",
    tagline: "Three heirs. One kitchen. No recipe for peace.",
    synopsis:
      "Widower Baba Femi Adeleke has run Pepper and Sons, the loudest buka in Surulere, for " +
      "thirty years. When he announces his retirement, his accountant son, influencer daughter " +
      "and dreamer youngest all want the keys, and each is convinced the restaurant needs " +
      "exactly the change the other two would ruin it with.",
    year: 2023,
    tags: ["lagos", "restaurant", "siblings", "food", "sitcom"],
    genres: ["Comedy", "Family"],
    country: "Nigeria",
    language: "English",
    priceTier: "standard",
    episodes: [
      {
        number: 1,
        synopsis:
          "A food blogger's savage review lands the same week Baba Femi declares he will retire " +
          "and leave the buka to whichever child cooks the best amala.",
        durationMin: 26,
      },
      {
        number: 2,
        synopsis:
          "Eldest son Kayode computerises the kitchen; the card machine dies in the middle of " +
          "the Sunday rush and Mama Ronke, the cook of twenty years, walks out.",
        durationMin: 24,
      },
      {
        number: 3,
        synopsis:
          "Temi rebrands the buka for social media, and a celebrity influencer arrives expecting " +
          "a free lunch for herself and a camera crew of forty.",
        durationMin: 25,
      },
      {
        number: 4,
        synopsis:
          "Youngest son Dapo slips Ghanaian jollof onto the menu and sparks a street-level " +
          "diplomatic crisis with the rival restaurant across the road.",
        durationMin: 23,
      },
      {
        number: 5,
        synopsis:
          "A health inspector, a power cut and the surprise return of Baba Femi's long-lost " +
          "brother collide on the night of the great amala tasting.",
        durationMin: 27,
      },
      {
        number: 6,
        synopsis:
          "The siblings learn the lease expires in a week and finally unite to cater the " +
          "landlord's daughter's wedding, five hundred guests and one generator.",
        durationMin: 29,
      },
    ],
  },
  {
    ref: "under-sandton",
    title: "Under Sandton",
    tagline: "The vault is secure. The ground isn't.",
    synopsis:
      "Fresh out of prison, safecracker Sipho Mahlangu discovers his daughter owes money to " +
      "dangerous people. The only way to clear it is one last job: the basement vault of a " +
      "Sandton diamond exchange, reached through the forgotten gold-mine tunnels that run " +
      "beneath Johannesburg, with a detective who never forgot him closing in.",
    year: 2025,
    tags: ["johannesburg", "heist", "mine tunnels", "father and daughter"],
    genres: ["Crime", "Thriller", "Action"],
    country: "South Africa",
    language: "Zulu",
    priceTier: "new",
    episodes: [
      {
        number: 1,
        synopsis:
          "Released after eight years, Sipho Mahlangu learns his daughter Zanele owes a loan " +
          "shark a fortune, and his old partner Vusi arrives with a job offer.",
        durationMin: 55,
      },
      {
        number: 2,
        synopsis:
          "Sipho assembles a crew: a Soweto drone pilot, a retired mining surveyor who knows the " +
          "old maps, and a forger who works out of a Fordsburg print shop.",
        durationMin: 52,
      },
      {
        number: 3,
        synopsis:
          "Deep in abandoned tunnels, the crew finds that the exchange's vault sits directly " +
          "above a shaft that the mining company sealed in 1958, and not empty.",
        durationMin: 50,
      },
      {
        number: 4,
        synopsis:
          "Captain Refilwe Mokoena links a stolen blasting permit to Sipho and begins following " +
          "Zanele, who has her own reasons for wanting the job to fail.",
        durationMin: 53,
      },
      {
        number: 5,
        synopsis:
          "On the night of the heist an underground pump fails, water pours into the tunnel, and " +
          "the crew must choose between the diamonds and getting out alive.",
        durationMin: 56,
      },
      {
        number: 6,
        synopsis:
          "The stones in the vault turn out to be fakes, the real prize was never diamonds, and " +
          "Sipho reveals exactly whom he has been working for all along.",
        durationMin: 58,
      },
    ],
  },
  {
    ref: "ntiri-and-the-web-of-stories",
    title: "Ntiri and the Web of Stories",
    tagline: "The cleverest spider in the forest. Usually.",
    synopsis:
      "Ntiri is a small spider with a big mouth and a web full of schemes, living in a Ghanaian " +
      "forest village of gossiping birds, proud leopards and very patient tortoises. In each " +
      "animated tale his tricks get him into trouble, and only a little honesty, and a lot of " +
      "help from his friends, gets him out again.",
    year: 2022,
    tags: ["kids", "spider", "folktales", "animals", "trickster"],
    genres: ["Animation", "Family", "Comedy"],
    country: "Ghana",
    language: "Twi",
    priceTier: "standard",
    episodes: [
      {
        number: 1,
        synopsis:
          "Ntiri promises the village children a kite festival, then realises he has no kites, " +
          "no string and one day to weave everything from his own web.",
        durationMin: 22,
      },
      {
        number: 2,
        synopsis:
          "Tortoise wins the forest race by sleeping on Ntiri's back, and the spider must prove " +
          "to everyone that cheating by accident still counts as cheating.",
        durationMin: 23,
      },
      {
        number: 3,
        synopsis:
          "Ntiri borrows the rooster's crow to wake the sun early and win a bet, and the forest " +
          "learns what happens when morning comes before anyone is ready.",
        durationMin: 22,
      },
      {
        number: 4,
        synopsis:
          "A greedy hyena dams the river and keeps all the fish, so Ntiri and the kingfisher " +
          "twins plan a fake thunderstorm using a very large drum.",
        durationMin: 24,
      },
      {
        number: 5,
        synopsis:
          "Ntiri's little cousin Akua copies every one of his tricks at school, and for the " +
          "first time he finds out how it feels to be the one who is tricked.",
        durationMin: 22,
      },
      {
        number: 6,
        synopsis:
          "The Sky Queen announces a contest for the finest story ever told, and Ntiri is " +
          "tempted to win it with a tale that belongs to somebody else.",
        durationMin: 23,
      },
      {
        number: 7,
        synopsis:
          "On a dare, Ntiri agrees to tell nothing but the truth from sunrise to sunset, which " +
          "turns out to be the hardest trick he has ever tried.",
        durationMin: 24,
      },
    ],
  },
  {
    ref: "the-midnight-prefect",
    title: "The Midnight Prefect",
    tagline: "Lights out at ten. Secrets out at midnight.",
    synopsis:
      "On her first night at St. Cyprian's College, a boarding school in the Aburi hills, " +
      "form-one student Nana Yaa Owusu sees the senior prefect walk into the locked chapel at " +
      "midnight. By morning he is gone, the staff insist he went home sick, and Nana Yaa and two " +
      "new friends start digging into sixty years of the school's secrets.",
    year: 2021,
    tags: ["boarding school", "mystery", "aburi", "teenagers", "secret society"],
    genres: ["Thriller", "Drama"],
    country: "Ghana",
    language: "English",
    priceTier: "standard",
    episodes: [
      {
        number: 1,
        synopsis:
          "On her first night at St. Cyprian's College, Nana Yaa Owusu sees the senior prefect " +
          "walk into the locked chapel at midnight; by breakfast he is gone.",
        durationMin: 44,
      },
      {
        number: 2,
        synopsis:
          "The headmaster says the prefect went home ill, but Nana Yaa, the joker Kelvin and the " +
          "quiet Dede find his chop box still padlocked under his bed.",
        durationMin: 42,
      },
      {
        number: 3,
        synopsis:
          "A logbook hidden in the library records a student who 'went home sick' in the same " +
          "week of every decade since 1964, each one a senior prefect.",
        durationMin: 45,
      },
      {
        number: 4,
        synopsis:
          "Kelvin is caught breaking bounds, and the housemaster offers to forget it if he " +
          "reports everything his two friends are doing.",
        durationMin: 41,
      },
      {
        number: 5,
        synopsis:
          "The trio follow the chapel bell-ringer into tunnels under the old wing and find the " +
          "meeting room of a society of old students that should not exist.",
        durationMin: 46,
      },
      {
        number: 6,
        synopsis:
          "On Speech Day, with parents, alumni and a government minister in the hall, Nana Yaa " +
          "stands up to expose the society, and the missing prefect walks in.",
        durationMin: 50,
      },
    ],
  },
  {
    ref: "the-simien-crown",
    title: "The Simien Crown",
    tagline: "The mountains choose their queen.",
    synopsis:
      "When King Desta of the highland kingdom of Semeret dies during the Meskel festival, his " +
      "sixteen-year-old daughter Etenesh is crowned by a council that means to rule through her. " +
      "She flees into the Simien mountains to raise her own allies among monks, shepherds and " +
      "salt traders, with the ambitious Ras Kassahun burning every village that shelters her.",
    year: 2024,
    tags: ["highlands", "kingdom", "young queen", "war", "monasteries"],
    genres: ["Epic", "Drama", "Action"],
    country: "Ethiopia",
    language: "Amharic",
    priceTier: "premium",
    episodes: [
      {
        number: 1,
        synopsis:
          "King Desta collapses during the Meskel bonfire, and by dawn his daughter Etenesh is " +
          "crowned by a council that already plans every word she will say.",
        durationMin: 56,
      },
      {
        number: 2,
        synopsis:
          "Etenesh escapes the palace with her tutor, the monk Abba Gebre, to seek the cliff " +
          "monasteries that guard the kingdom's ancient charters.",
        durationMin: 52,
      },
      {
        number: 3,
        synopsis:
          "In the Simien passes, shepherd-warrior Tewolde teaches her to ride the narrow ledges, " +
          "while Ras Kassahun's soldiers burn the villages that hid her.",
        durationMin: 54,
      },
      {
        number: 4,
        synopsis:
          "A salt caravan out of the lowland desert offers a hundred riders in exchange for a " +
          "trade treaty the council swore it would never sign.",
        durationMin: 51,
      },
      {
        number: 5,
        synopsis:
          "Etenesh returns to the capital at the head of farmers, monks and salt traders for a " +
          "final reckoning with Ras Kassahun at the royal enclosure.",
        durationMin: 58,
      },
    ],
  },
];
