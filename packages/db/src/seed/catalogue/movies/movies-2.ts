import type { SeedMovie } from "../types.ts";

/** Demo movies 17–32, in catalogue order (see ../movies.ts). */
export const MOVIES_2: SeedMovie[] = [
  {
    ref: "the-drum-of-nyabarongo",
    title: "The Drum of Nyabarongo",
    tagline: "Whoever holds the drum holds the hills.",
    synopsis:
      "The sacred drum of Mwami Rugira is stolen on the eve of the harvest festival, and only " +
      "his disgraced former drummer Kamanzi can recognise its voice. With the mwami's " +
      "sharp-tongued daughter Uwase at his side, he tracks the thieves across misty hills and " +
      "swollen rivers before a rival court can beat the drum and claim the land.",
    year: 2021,
    durationMin: 141,
    tags: ["royal drum", "kingdom", "quest", "hills"],
    genres: ["Epic", "Action"],
    country: "Rwanda",
    language: "Kinyarwanda",
    priceTier: "premium",
  },
  {
    ref: "the-ivory-envoy",
    title: "The Ivory Envoy",
    tagline: "He carried a king's word across the ocean.",
    synopsis:
      "In the sixteenth century, the young court interpreter Nsaku is sent by the Mani of Mbanza " +
      "Kiela to carry a carved ivory horn and a letter to the king of Portugal. Torn between " +
      "loyalty to his court, his love for the queen's attendant Mpemba and what he witnesses at " +
      "sea, Nsaku must choose which message he will actually deliver.",
    year: 2015,
    durationMin: 147,
    tags: ["kongo kingdom", "diplomacy", "sea voyage", "forbidden love"],
    genres: ["Epic", "Romance"],
    country: "DR Congo",
    language: "Kikongo",
    priceTier: "standard",
  },
  {
    ref: "highlife-at-the-palm-grove",
    title: "Highlife at the Palm Grove",
    tagline: "The band plays on. Hearts skip a beat.",
    synopsis:
      "Accra, 1962: the Palm Grove Dance Band has one month to win back its Saturday residency " +
      "at the Seaview Hotel from a flashy rival outfit. Trumpeter Kwesi Boateng has the " +
      "melodies, bandleader Auntie Efua has the debts, and the rival band's singer Adjoa has " +
      "Kwesi's full attention, which is a problem for everybody.",
    year: 2008,
    durationMin: 108,
    tags: ["highlife", "accra", "1960s", "big band", "dance"],
    genres: ["Musical", "Romance", "Comedy"],
    country: "Ghana",
    language: "English",
    priceTier: "free",
  },
  {
    ref: "decale-royal",
    title: "Décalé Royal",
    tagline: "Abidjan dances. Jean-Marc tries.",
    synopsis:
      "Jean-Marc Koffi is a precise, joyless insurance adjuster in Plateau who has never danced " +
      "in public. To stop his late father's maquis in Yopougon from being sold, he must win " +
      "Abidjan's biggest coupé-décalé battle, coached by his father's crew of retired dancers " +
      "and partnered with Nadège, a choreographer who still holds a grudge from primary school.",
    year: 2025,
    durationMin: 103,
    tags: ["abidjan", "dance battle", "nightlife", "maquis"],
    genres: ["Musical", "Comedy"],
    country: "Côte d'Ivoire",
    language: "French",
    priceTier: "new",
  },
  {
    ref: "mainland-anthem",
    title: "Mainland Anthem",
    tagline: "Every hit starts on the mainland.",
    synopsis:
      "Producer Tobi Ogunleye cooks beats on a cracked laptop in his mother's Mushin tailoring " +
      "shop, where the sewing machines keep time. A viral freestyle by his shy cousin Ada lands " +
      "them both a deal with a Victoria Island label, and they discover the contract wants her " +
      "voice and his beats, but none of the neighbourhood that made them.",
    year: 2025,
    durationMin: 114,
    tags: ["afrobeats", "lagos", "music industry", "cousins", "fame"],
    genres: ["Musical", "Drama"],
    country: "Nigeria",
    language: "English",
    priceTier: "new",
  },
  {
    ref: "the-tortoise-who-borrowed-the-moon",
    title: "The Tortoise Who Borrowed the Moon",
    tagline: "He promised to give it back. Mostly.",
    synopsis:
      "Ìjàpá the tortoise is tired of being laughed at, so he talks the Moon into lending him " +
      "its light for one festival night. The forest adores the new, glowing Ìjàpá, but when the " +
      "nights stay dark and the yams cannot be harvested, his loyal friend Òkéré the squirrel " +
      "must help him find the courage to give back what he borrowed.",
    year: 2016,
    durationMin: 82,
    tags: ["fable", "kids", "tortoise", "folktale", "moon"],
    genres: ["Animation", "Family", "Comedy"],
    country: "Nigeria",
    language: "Yoruba",
    priceTier: "free",
  },
  {
    ref: "sungura-and-the-thirsty-baobab",
    title: "Sungura and the Thirsty Baobab",
    tagline: "The smallest hare. The biggest tree.",
    synopsis:
      "When the rains fail on the plains below Kilimanjaro, the ancient baobab that shelters " +
      "every animal begins to wither. Sungura the hare, who has never finished anything he " +
      "started, sets off with a grumpy tortoise and a lion cub who cannot roar to find the " +
      "hidden spring that the baobab's roots have been whispering about.",
    year: 2020,
    durationMin: 85,
    tags: ["animals", "kids", "drought", "friendship", "kilimanjaro"],
    genres: ["Animation", "Family"],
    country: "Tanzania",
    language: "Swahili",
    priceTier: "standard",
  },
  {
    ref: "khady-and-the-cloud-machine",
    title: "Khady and the Cloud Machine",
    tagline: "She built a rain machine. It worked.",
    synopsis:
      "Ten-year-old Khady Sow builds a rain-making machine from a broken fridge and her " +
      "grandmother's cooking pots to save her school vegetable garden in Thiès. It works far too " +
      "well, and now Khady, her pet goat Patapouf and a grumpy meteorologist from Dakar have " +
      "three days to switch off a storm cloud that has decided to follow her home.",
    year: 2024,
    durationMin: 88,
    tags: ["kids", "inventor", "science", "weather", "goat"],
    genres: ["Animation", "Family", "Comedy"],
    country: "Senegal",
    language: "French",
    priceTier: "premium",
  },
  {
    ref: "mphos-paper-kite",
    title: "Mpho's Paper Kite",
    tagline: "Hold on tight. The wind has plans.",
    synopsis:
      "In a Soweto street where the wind never stops, seven-year-old Mpho builds a kite out of " +
      "newspaper comics that lifts him, his little sister Lerato and a very talkative pigeon " +
      "into a sky full of floating islands. To get home before their mother finishes her night " +
      "shift, they must outwit the Storm Chief, who collects every kite that flies too high.",
    year: 2012,
    durationMin: 80,
    tags: ["kids", "kites", "soweto", "imagination", "siblings"],
    genres: ["Animation", "Family"],
    country: "South Africa",
    language: "Sesotho",
    priceTier: "free",
  },
  {
    ref: "the-dawn-runners-of-iten",
    title: "The Dawn Runners of Iten",
    tagline: "They run before the children wake.",
    synopsis:
      "Filmed over two seasons in the highland town of Iten, this documentary follows the " +
      "Kapsoit Mothers, a running club of farmers, teachers and shopkeepers who train at dawn " +
      "before the school run. As three of them chase a qualifying time for a major city " +
      "marathon, the film asks what it costs, and what it gives back, to be fast at forty.",
    year: 2019,
    durationMin: 88,
    tags: ["running", "iten", "sport", "women", "marathon"],
    genres: ["Documentary"],
    country: "Kenya",
    language: "Swahili",
    priceTier: "standard",
  },
  {
    ref: "smoke-and-rice",
    title: "Smoke and Rice",
    tagline: "Two countries. One pot. No peace.",
    synopsis:
      "Mama Efya Quaye of Osu and chef Bankole Ayanwale of Yaba have argued about jollof rice on " +
      "radio call-in shows for twenty years without ever meeting. This mischievous documentary " +
      "follows them through markets, family kitchens and a televised cook-off in Accra, where " +
      "whose rice is better turns out to be the least interesting question on the table.",
    year: 2022,
    durationMin: 84,
    tags: ["jollof", "food", "cooking", "rivalry", "accra"],
    genres: ["Documentary", "Comedy"],
    country: "Ghana",
    language: "English",
    priceTier: "standard",
  },
  {
    ref: "loom-of-the-atlas",
    title: "Loom of the Atlas",
    tagline: "Every knot is a signature.",
    synopsis:
      "Above the Ourika valley, nine Amazigh women run a carpet cooperative that sells directly " +
      "to buyers in Paris and Tokyo. Over a single winter the film watches one carpet grow knot " +
      "by knot, while its makers argue over prices, train a reluctant teenager and decide " +
      "whether to sign with a European design brand.",
    year: 2018,
    durationMin: 79,
    tags: ["carpets", "amazigh", "women", "craft", "cooperative"],
    genres: ["Documentary"],
    country: "Morocco",
    language: "Tamazight",
    priceTier: "free",
  },
  {
    ref: "quiet-engines",
    title: "Quiet Engines",
    tagline: "Kigali's loudest idea makes no noise.",
    synopsis:
      "Engineer Diane Uwimana left a job in Stuttgart to convert Kigali's petrol moto-taxis to " +
      "electric power, with a workshop of six mechanics and eleven borrowed bikes. Shot over " +
      "three years, this documentary follows her team through exploding batteries, sceptical " +
      "riders and a make-or-break city pilot that could put a thousand of their motos on the " +
      "road.",
    year: 2024,
    durationMin: 91,
    tags: ["kigali", "electric motorbikes", "engineering", "women in tech"],
    genres: ["Documentary"],
    country: "Rwanda",
    language: "Kinyarwanda",
    priceTier: "standard",
  },
  {
    ref: "the-red-cherry-harvest",
    title: "The Red Cherry Harvest",
    tagline: "From highland bush to your morning cup.",
    synopsis:
      "From the first ripe cherries in the Sidama highlands to a roastery in Seattle, this " +
      "documentary tracks a single season's harvest from a smallholder cooperative led by the " +
      "formidable Abebech Tadesse. Along the way it asks who sets the price of coffee, who gets " +
      "to drink the best of it, and how one village decided to stop waiting for the answer.",
    year: 2015,
    durationMin: 86,
    tags: ["coffee", "farmers", "sidama", "trade"],
    genres: ["Documentary"],
    country: "Ethiopia",
    language: "Amharic",
    priceTier: "standard",
  },
  {
    ref: "the-pitch-at-bonaberi",
    title: "The Pitch at Bonabéri",
    tagline: "No grass. No sponsors. No excuses.",
    synopsis:
      "On a dusty pitch beside the Wouri bridge in Douala, former international Solange Ekwalla " +
      "coaches a girls' football academy with second-hand boots and fierce ambition. Following " +
      "four teenage players through a season that ends at a national youth trial, the " +
      "documentary captures the families, scouts and setbacks behind every goal.",
    year: 2020,
    durationMin: 92,
    tags: ["football", "douala", "women's sport", "youth"],
    genres: ["Documentary"],
    country: "Cameroon",
    language: "French",
    priceTier: "standard",
  },
  {
    ref: "the-ledger-of-idumota",
    title: "The Ledger of Idumota",
    tagline: "Every naira leaves a trace.",
    synopsis:
      "Bisi Adebanjo has kept the books for the traders' association at Idumota market for " +
      "twenty-two years without a single missing naira. When the association's president is " +
      "found dead in his shop and the police seize her ledgers, Bisi realises she is the only " +
      "person who can read what is hidden in the columns, and that someone in the market knows " +
      "it too.",
    year: 2023,
    durationMin: 121,
    tags: ["lagos", "market", "accountant", "slow burn", "murder"],
    genres: ["Crime", "Thriller", "Drama"],
    country: "Nigeria",
    language: "Yoruba",
    priceTier: "premium",
  },
];
