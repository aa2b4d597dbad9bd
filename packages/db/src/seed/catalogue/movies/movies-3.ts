import type { SeedMovie } from "../types.ts";

/** Demo movies 33–48, in catalogue order (see ../movies.ts). */
export const MOVIES_3: SeedMovie[] = [
  {
    ref: "six-zeroes",
    title: "Six Zeroes",
    tagline: "Two billion rand. One dead man. Or is he?",
    synopsis:
      "Forensic accountant Naledi Khumalo is hired to trace the two billion rand that vanished " +
      "when a Sandton crypto fund collapsed overnight. The trail runs through a Soweto stokvel, " +
      "a Cape Town yacht broker and the fund's charming founder, who everyone insists drowned " +
      "off Durban, and who has just sent Naledi a birthday card.",
    year: 2022,
    durationMin: 116,
    tags: ["johannesburg", "crypto", "fraud", "investigation"],
    genres: ["Crime", "Thriller"],
    country: "South Africa",
    language: "English",
    priceTier: "premium",
  },
  {
    ref: "back-seat-westlands",
    title: "Back Seat, Westlands",
    tagline: "Wrong phone. Wrong car. Right now.",
    synopsis:
      "Ride-hailing driver Kevin Mutua finds a phone wedged between his back seats after a late " +
      "fare in Westlands, and it will not stop buzzing. The messages lay out a Sunday robbery at " +
      "a Gigiri jewellery vault, and the crew behind them have just worked out that their phone " +
      "is riding around Nairobi in a stranger's Toyota.",
    year: 2021,
    durationMin: 105,
    tags: ["nairobi", "ride hailing", "heist", "one night"],
    genres: ["Thriller", "Crime"],
    country: "Kenya",
    language: "Swahili",
    priceTier: "standard",
  },
  {
    ref: "second-original",
    title: "Second Original",
    tagline: "A perfect fake. An inconvenient painter.",
    synopsis:
      "Kojo Asante paints flawless copies of Ghanaian modernists for hotel lobbies, until a " +
      "Labone gallery owner offers him real money for a lost masterpiece. The fake sells to a " +
      "London collector for a fortune, then the supposedly dead painter turns up at the auction " +
      "preview alive and furious, and Kojo has to con his way out of his own con.",
    year: 2020,
    durationMin: 103,
    tags: ["art forgery", "accra", "con artist", "gallery"],
    genres: ["Crime", "Comedy"],
    country: "Ghana",
    language: "English",
    priceTier: "standard",
  },
  {
    ref: "ousmane-hears-nothing",
    title: "Ousmane Hears Nothing",
    tagline: "His silence was his job. Until tonight.",
    synopsis:
      "For eleven years Ousmane Diop has driven the Minister of Fisheries around Dakar without " +
      "hearing a thing, which is exactly why he was hired. A late-night detour to the port ends " +
      "with the minister's adviser missing and a briefcase of fishing licences in the boot, and " +
      "Ousmane has forty-eight hours before the election to decide whether his silence is " +
      "loyalty or complicity.",
    year: 2014,
    durationMin: 111,
    tags: ["dakar", "politics", "chauffeur", "conspiracy"],
    genres: ["Thriller", "Drama"],
    country: "Senegal",
    language: "French",
    priceTier: "standard",
  },
  {
    ref: "nile-night-run",
    title: "Nile Night Run",
    tagline: "One paddle. One night. No way back.",
    synopsis:
      "Rafting guide Brenda Nakato knows every rapid on the Nile below Jinja, which makes her " +
      "the only person who can reach a stranded tour group after kidnappers seize a minister's " +
      "son from their riverside camp. With a paddle, a radio and her estranged brother's " +
      "motorbike, she has one night to bring the hostages downstream before the kidnappers reach " +
      "the border.",
    year: 2024,
    durationMin: 108,
    tags: ["jinja", "white water", "rescue", "siblings"],
    genres: ["Action", "Thriller"],
    country: "Uganda",
    language: "Luganda",
    priceTier: "premium",
  },
  {
    ref: "last-patrol-at-mopani-camp",
    title: "Last Patrol at Mopani Camp",
    tagline: "One rhino. Three rangers. No backup.",
    synopsis:
      "On her final night before a transfer to a desk job, ranger sergeant Tsakani Baloyi leads " +
      "a three-person patrol into the mopane bush to check on a collared black rhino. The " +
      "tracker has been cut and a syndicate helicopter is already on the ground, so Tsakani has " +
      "until sunrise to protect the animal, her rookie partner and an informant she never wanted " +
      "to trust.",
    year: 2025,
    durationMin: 106,
    tags: ["rangers", "wildlife", "anti-poaching", "bush", "one night"],
    genres: ["Action", "Thriller"],
    country: "South Africa",
    language: "Tsonga",
    priceTier: "new",
  },
  {
    ref: "cold-box-to-ikeja",
    title: "Cold Box to Ikeja",
    tagline: "One cool box. Every gang in Lagos wants it.",
    synopsis:
      "Dispatch rider Emeka Nwosu has ninety minutes to carry a cool box from Apapa to a " +
      "hospital in Ikeja through Friday-evening traffic. He does not know it holds a donor " +
      "heart, that two rival gangs believe it holds something far more valuable, or that the " +
      "surgeon waiting at the other end is the fiancée he walked out on.",
    year: 2019,
    durationMin: 100,
    tags: ["lagos", "motorbike", "race against time", "chase"],
    genres: ["Action", "Comedy", "Romance"],
    country: "Nigeria",
    language: "Pidgin",
    priceTier: "standard",
  },
  {
    ref: "the-cocoa-broker",
    title: "The Cocoa Broker",
    tagline: "Every bean has a price. So does she.",
    synopsis:
      "In San-Pédro, the busiest cocoa port in the world, young broker Mariam Coulibaly is " +
      "rising fast by buying beans from villages the big exporters ignore. When a shipment she " +
      "financed disappears between warehouse and dock, she is pulled into a smuggling network " +
      "that reaches the customs office, her own family and the cooperative that trusted her with " +
      "its harvest.",
    year: 2011,
    durationMin: 118,
    tags: ["cocoa", "smuggling", "port", "business"],
    genres: ["Crime", "Drama"],
    country: "Côte d'Ivoire",
    language: "French",
    priceTier: "standard",
  },
  {
    ref: "barkcloth-and-silk",
    title: "Barkcloth and Silk",
    tagline: "Her roots are on the runway.",
    synopsis:
      "Designer Nalwoga Ssempa has six weeks to finish a collection for Kampala Fashion Week " +
      "using barkcloth from her grandfather's fig trees in Masaka. A rival label copies her " +
      "sketches and an old flame turns up as the show's producer, and Nalwoga must decide " +
      "whether to play it safe or send the most personal collection of her life down the runway.",
    year: 2022,
    durationMin: 110,
    tags: ["fashion", "kampala", "design", "second chances"],
    genres: ["Drama", "Romance"],
    country: "Uganda",
    language: "Luganda",
    priceTier: "premium",
  },
  {
    ref: "the-off-spinner-of-highfield",
    title: "The Off-Spinner of Highfield",
    tagline: "He learned to bowl against a wall.",
    synopsis:
      "Fourteen-year-old Tinashe Gumbo learned to bowl with a taped tennis ball against a wall " +
      "in Highfield, and he can turn it a metre. A scholarship trial at an elite Harare school " +
      "opens a path to the national under-19 squad, but it also means leaving his grandmother's " +
      "vegetable stall and friends who think he has started to forget where he learned the game.",
    year: 2017,
    durationMin: 106,
    tags: ["cricket", "harare", "scholarship", "friendship"],
    genres: ["Drama", "Family"],
    country: "Zimbabwe",
    language: "Shona",
    priceTier: "standard",
  },
  {
    ref: "seventy-candles-in-bole",
    title: "Seventy Candles in Bole",
    tagline: "Four children. One table. Zero ceasefires.",
    synopsis:
      "Widow Tsehay Alemu has not had all four of her children at her table in Bole for nine " +
      "years. When they fly in from Washington, Dubai and Toronto, and drive in from across " +
      "town, for her seventieth birthday, each carrying a secret and a suitcase of opinions, her " +
      "week of coffee ceremonies turns into a diplomatic summit served on injera.",
    year: 2023,
    durationMin: 102,
    tags: ["addis ababa", "family reunion", "birthday", "diaspora", "food"],
    genres: ["Comedy", "Family", "Drama"],
    country: "Ethiopia",
    language: "Amharic",
    priceTier: "standard",
  },
  {
    ref: "lamu-letters",
    title: "Lamu Letters",
    tagline: "Written in 1962. Never sent.",
    synopsis:
      "Architect Fatma Said is hired to restore a crumbling merchant house in Lamu old town and " +
      "finds, sealed inside a coral wall, a bundle of love letters dated 1962. Tracing the " +
      "lovers' families with dhow captain Ali Bakari, she discovers the letters were never sent, " +
      "and that the house's present owner has every reason to keep it that way.",
    year: 1999,
    durationMin: 113,
    tags: ["lamu", "love letters", "architecture", "dhow", "secrets"],
    genres: ["Romance", "Drama"],
    country: "Kenya",
    language: "Swahili",
    priceTier: "standard",
  },
  {
    ref: "aso-ebi-for-two",
    title: "Aso Ebi for Two",
    tagline: "The fabric matched. The fiancé didn't.",
    synopsis:
      "Party planner Funke Alade has organised two hundred owambes and never once been anybody's " +
      "date. When her ex books her to plan his wedding to a Nairobi fashion influencer, Funke " +
      "persuades Dayo, her cousin's laconic tailor, to pose as her fiancé, and learns that " +
      "matching aso ebi is far easier to fake than matching hearts.",
    year: 2022,
    durationMin: 107,
    tags: ["lagos", "owambe", "fake dating", "weddings"],
    genres: ["Romance", "Comedy"],
    country: "Nigeria",
    language: "English",
    priceTier: "standard",
  },
  {
    ref: "salt-air-cape-coast",
    title: "Salt Air, Cape Coast",
    tagline: "She came to sell it. He came with it.",
    synopsis:
      "London-raised pharmacist Esi Ansah flies to Cape Coast to sell her late aunt's guesthouse " +
      "and finds Fiifi, a surf instructor, running it as a backpackers' hostel without anyone's " +
      "permission. Between a leaking roof, a festival weekend and a buyer who wants to bulldoze " +
      "the place, Esi's two-week trip keeps getting longer.",
    year: 2019,
    durationMin: 99,
    tags: ["cape coast", "surfing", "guesthouse", "homecoming"],
    genres: ["Romance", "Comedy"],
    country: "Ghana",
    language: "English",
    priceTier: "standard",
  },
  {
    ref: "harvest-at-dieprivier",
    title: "Harvest at Dieprivier",
    tagline: "Two families. One valley. One vintage left.",
    synopsis:
      "Sisanda Ntshona is the first Black woman to run a cellar in her Stellenbosch valley, and " +
      "she is one vintage away from losing it to the neighbour who claims the land was always " +
      "his. When his son Pieter returns from Bordeaux as the rival estate's winemaker, the feud " +
      "moves from the courtroom to the blending table, and then somewhere neither family " +
      "expected.",
    year: 2024,
    durationMin: 119,
    tags: ["stellenbosch", "wine", "land", "family feud"],
    genres: ["Romance", "Drama"],
    country: "South Africa",
    language: "Xhosa",
    priceTier: "premium",
  },
  {
    ref: "the-colours-of-chouara",
    title: "The Colours of Chouara",
    tagline: "Six generations of dye. One pair of boots.",
    synopsis:
      "Twelve-year-old Hamza spends his mornings carrying hides between the dye pits of the " +
      "oldest tannery in Fez, where his father is a master dyer, and his afternoons dreaming of " +
      "football. When a scout from a Casablanca academy spots him playing in the alleys of the " +
      "medina, father and son must face what each owes to a trade that has coloured their " +
      "family's hands for six generations.",
    year: 2007,
    durationMin: 109,
    tags: ["fez", "medina", "football", "father and son"],
    genres: ["Drama", "Family"],
    country: "Morocco",
    language: "Arabic (Darija)",
    priceTier: "standard",
  },
];
