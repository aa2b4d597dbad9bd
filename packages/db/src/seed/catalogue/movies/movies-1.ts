import type { SeedMovie } from "../types.ts";

/** Demo movies 1–16, in catalogue order (see ../movies.ts). */
export const MOVIES_1: SeedMovie[] = [
  {
    ref: "oshodi-overtime",
    title: "Oshodi Overtime",
    tagline: "One bus. One briefcase. One very long Friday.",
    synopsis:
      "Sunday Adeyemi has driven the same yellow danfo between Oshodi and CMS for nineteen " +
      "years, and his conductor nephew Kunle wants to turn it into a rolling karaoke bus. When a " +
      "nervous passenger leaves a locked briefcase under the back seat, uncle and nephew spend " +
      "one chaotic Friday trying to return it before the owner's very polite bodyguards find " +
      "them first.",
    year: 2019,
    durationMin: 104,
    tags: ["lagos", "danfo", "road movie", "uncle and nephew"],
    genres: ["Comedy", "Family"],
    country: "Nigeria",
    language: "Pidgin",
    priceTier: "standard",
  },
  {
    ref: "nine-threads-of-bonwire",
    title: "Nine Threads of Bonwire",
    tagline: "Some patterns are not for sale.",
    synopsis:
      "In the weaving village of Bonwire outside Kumasi, seventeen-year-old Akosua Mensah is the " +
      "first girl her grandfather has ever allowed to sit at his loom. When an Accra fashion " +
      "house offers a fortune for a kente pattern he swore never to sell, she must choose " +
      "between the commission that could save the workshop and the promise woven into every " +
      "strip.",
    year: 2021,
    durationMin: 112,
    tags: ["kente", "kumasi", "weaving", "coming of age", "grandparents"],
    genres: ["Drama", "Family"],
    country: "Ghana",
    language: "Twi",
    priceTier: "standard",
  },
  {
    ref: "likoni-crossing",
    title: "Likoni Crossing",
    tagline: "He fixes engines. She came to scrap them.",
    synopsis:
      "Hamisi Juma keeps the ageing engines of the Likoni ferry alive with salvaged parts and " +
      "stubborn patience. Then Zawadi Achieng, the marine engineer sent from Nairobi to retire " +
      "his favourite vessel, turns out to be a better mechanic than he is, and their rivalry " +
      "spills out of the engine room and into the cafés of Mombasa's old town.",
    year: 2018,
    durationMin: 98,
    tags: ["mombasa", "ferry", "rivals to lovers", "coast"],
    genres: ["Romance", "Comedy"],
    country: "Kenya",
    language: "Swahili",
    priceTier: "standard",
  },
  {
    ref: "soft-feet-loud-hearts",
    title: "Soft Feet, Loud Hearts",
    tagline: "Eight weeks. Twelve voices. One point to win.",
    synopsis:
      "Every year the men of the Ntuli hostel choir in Durban lose the national isicathamiya " +
      "final by a single point. Their new conductor, retired schoolteacher Mam' Thandeka Zungu, " +
      "has eight weeks, one borrowed tuxedo and twelve proud singers who have never taken " +
      "instructions from a woman to change that.",
    year: 2022,
    durationMin: 118,
    tags: ["isicathamiya", "choir", "durban", "competition"],
    genres: ["Musical", "Drama"],
    country: "South Africa",
    language: "Zulu",
    priceTier: "premium",
  },
  {
    ref: "the-tizita-room",
    title: "The Tizita Room",
    tagline: "Play until curfew. Love past it.",
    synopsis:
      "Addis Ababa, 1974: as the old order collapses in the streets above, saxophonist Dawit " +
      "Bekele runs a basement club off Piassa where the city's finest musicians play until " +
      "curfew. When Meron, the singer he has quietly loved for years, is offered a contract in " +
      "Rome, he writes one last song to make her stay, knowing that soldiers are already noting " +
      "who comes through his door.",
    year: 2023,
    durationMin: 126,
    tags: ["addis ababa", "jazz", "1970s", "nightclub", "forbidden love"],
    genres: ["Musical", "Romance", "Drama"],
    country: "Ethiopia",
    language: "Amharic",
    priceTier: "premium",
  },
  {
    ref: "soumbedioune-tide",
    title: "Soumbédioune Tide",
    tagline: "Their father's boat. Their own race.",
    synopsis:
      "Mamadou Faye's painted pirogue is the fastest boat on Soumbédioune beach, and his younger " +
      "brother Ibou wants to race it in Dakar's Independence Day regatta instead of taking it " +
      "out to fish. With the catch thinning and a seafood exporter offering to buy the boat " +
      "outright, the brothers have one season to prove what their father really built it for.",
    year: 2017,
    durationMin: 101,
    tags: ["dakar", "fishing", "brothers", "regatta", "sea"],
    genres: ["Drama", "Family"],
    country: "Senegal",
    language: "Wolof",
    priceTier: "standard",
  },
  {
    ref: "three-piece-saturday",
    title: "Three-Piece Saturday",
    tagline: "Elegance is expensive. Family costs more.",
    synopsis:
      "On weekdays Célestin Mbala is a quiet bank clerk; every Saturday he becomes the Duke of " +
      "Bandal, a sapeur whose silk suits stop traffic across Kinshasa. When his rival from " +
      "Matonge challenges him to a duel of elegance on the very day of his daughter's wedding, " +
      "Célestin has to choose between the jacket he saved three years for and the reception bill " +
      "he cannot pay.",
    year: 2020,
    durationMin: 97,
    tags: ["kinshasa", "fashion", "la sape", "father and daughter", "wedding"],
    genres: ["Comedy", "Drama"],
    country: "DR Congo",
    language: "Lingala",
    priceTier: "standard",
  },
  {
    ref: "kilimani-code",
    title: "Kilimani Code",
    tagline: "The app works. That's the problem.",
    synopsis:
      "Three university dropouts build a matatu-tracking app in a cramped Kilimani flat and land " +
      "a meeting with a Silicon Valley investor in ten days. Wanjiru writes the code, Otieno " +
      "writes the pitch and Baraka writes cheques nobody can cash, until the app starts mapping " +
      "night routes that no licensed matatu should be driving.",
    year: 2024,
    durationMin: 109,
    tags: ["nairobi", "startup", "tech", "matatu", "friendship"],
    genres: ["Thriller", "Comedy"],
    country: "Kenya",
    language: "English",
    priceTier: "premium",
  },
  {
    ref: "the-stream-at-umuoji",
    title: "The Stream at Umuoji",
    tagline: "Do not cross the water after dark.",
    synopsis:
      "Chiamaka Obi returns to her late father's village in Anambra only to sell the family land " +
      "and leave by Sunday. The elders warn her not to cross the stream after dark and she " +
      "laughs them off, until her city-raised son begins speaking an Igbo nobody has used in a " +
      "century and leaving offerings on the bank that no one taught him to make.",
    year: 2021,
    durationMin: 96,
    tags: ["anambra", "folklore", "homecoming", "supernatural"],
    genres: ["Horror", "Drama"],
    country: "Nigeria",
    language: "Igbo",
    priceTier: "standard",
  },
  {
    ref: "the-tree-at-sefwi",
    title: "The Tree at Sefwi",
    tagline: "The forest has always had a keeper.",
    synopsis:
      "A team of Accra surveyors is sent to peg out a new highway through the rainforest near " +
      "Sefwi Wiawso. The villagers refuse to guide them past an ancient odum tree, and by the " +
      "third night one surveyor is missing, the GPS insists they are walking in circles, and " +
      "something with iron hooks is tapping on the roof of their truck.",
    year: 2023,
    durationMin: 93,
    tags: ["rainforest", "folklore", "survival", "asanbosam"],
    genres: ["Horror", "Thriller"],
    country: "Ghana",
    language: "Twi",
    priceTier: "standard",
  },
  {
    ref: "when-the-sky-bird-calls",
    title: "When the Sky Bird Calls",
    tagline: "Some visitors only come after dark.",
    synopsis:
      "Nurse Lindiwe Mqoqi transfers to a rural clinic outside Mthatha where three patients have " +
      "died of what the records call lightning strike, indoors, on cloudless nights. Her " +
      "scientific certainty is tested by the night cleaner's warnings about the impundulu, and " +
      "by the charming stranger who keeps visiting the women's ward long after hours.",
    year: 2019,
    durationMin: 99,
    tags: ["eastern cape", "folklore", "nurse", "impundulu"],
    genres: ["Horror", "Romance"],
    country: "South Africa",
    language: "Xhosa",
    priceTier: "standard",
  },
  {
    ref: "shadow-over-pemba",
    title: "Shadow Over Pemba",
    tagline: "On Pemba, nobody sleeps alone.",
    synopsis:
      "Marine biologist Asha Khamis comes home to her grandmother's clove farm on Pemba to " +
      "survey the reefs, just as whispers of a night spirit sweep through the village. Her " +
      "cousin wakes with bruises he cannot explain, the men start sleeping outdoors in groups, " +
      "and Asha must decide whether she is facing mass panic or something older than the " +
      "island's oldest mosque.",
    year: 2006,
    durationMin: 92,
    tags: ["zanzibar", "island", "folklore", "clove farm"],
    genres: ["Horror"],
    country: "Tanzania",
    language: "Swahili",
    priceTier: "standard",
  },
  {
    ref: "the-bride-of-the-dry-river",
    title: "The Bride of the Dry River",
    tagline: "She is always waiting by the water.",
    synopsis:
      "Driving from Marrakech to his own wedding in a High Atlas village, Youssef Amrani stops " +
      "to help a veiled woman stranded beside a dry riverbed. By the time he arrives, his " +
      "fiancée's grandmother will not let him through the door, the goats have fled the valley, " +
      "and the guest in white at the back of every photo is someone nobody invited.",
    year: 2022,
    durationMin: 101,
    tags: ["atlas mountains", "folklore", "wedding", "ghost story"],
    genres: ["Horror", "Thriller"],
    country: "Morocco",
    language: "Arabic (Darija)",
    priceTier: "standard",
  },
  {
    ref: "throne-of-red-clay",
    title: "Throne of Red Clay",
    tagline: "A crown is earned in the dust.",
    synopsis:
      "When the Oba of the forest kingdom of Ìlúdùn dies without naming an heir, his three sons " +
      "have until the end of the mourning moon to win the kingmakers' favour. Adérìnsọ́lá, the " +
      "youngest and a gifted potter, is nobody's choice, until cavalry from the north crosses " +
      "the river and the kingdom must decide whether it needs a warrior or a builder on the " +
      "throne.",
    year: 2024,
    durationMin: 152,
    tags: ["kingdom", "succession", "warriors", "brothers"],
    genres: ["Epic", "Drama", "Action"],
    country: "Nigeria",
    language: "Yoruba",
    priceTier: "premium",
  },
  {
    ref: "the-griots-last-verse",
    title: "The Griot's Last Verse",
    tagline: "History belongs to whoever sings it.",
    synopsis:
      "In a Sahel empire of the fourteenth century, the young griot Sira Dembélé is ordered to " +
      "compose a praise song for King Faaba Tounkara, who took the throne with a cup of poison. " +
      "Travelling the salt roads to gather the stories of the people he has crushed, Sira must " +
      "decide whether her song will flatter the king or outlive him.",
    year: 2004,
    durationMin: 138,
    tags: ["griot", "empire", "oral history", "kora", "salt roads"],
    genres: ["Epic", "Musical"],
    country: "Mali",
    language: "Bambara",
    priceTier: "standard",
  },
  {
    ref: "walls-without-mortar",
    title: "Walls Without Mortar",
    tagline: "Stone remembers what kings forget.",
    synopsis:
      "In the granite city of Mapfeka, master mason Tendai Moyo is raising a great enclosure for " +
      "King Rufaro when gold traders from the coast arrive bearing gifts and questions. As the " +
      "court splits between those who crave the coast's wealth and those who fear its price, " +
      "Tendai realises the wall he is building is meant to keep his own people in.",
    year: 2001,
    durationMin: 144,
    tags: ["stone city", "kingdom", "gold trade", "betrayal"],
    genres: ["Epic", "Drama"],
    country: "Zimbabwe",
    language: "Shona",
    priceTier: "standard",
  },
];
