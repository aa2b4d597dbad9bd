import type { SeedMovie } from "./types.ts";

export const MOVIES: SeedMovie[] = [
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
  {
    ref: "lalla-fatna-goes-north",
    title: "Lalla Fatna Goes North",
    tagline: "Grandma wants the sea. Nobody says no.",
    synopsis:
      "At eighty-one, Lalla Fatna announces from her home in Zagora that she will not die until " +
      "she has seen the Strait of Gibraltar, and that her two feuding grandsons, a Casablanca " +
      "estate agent and a Marrakech rapper, will drive her there in her late husband's 1978 " +
      "Mercedes. Nine hundred kilometres of breakdowns, weddings and checkpoints later, the " +
      "brothers still are not speaking, but she has plans.",
    year: 2013,
    durationMin: 97,
    tags: ["road trip", "grandmother", "brothers", "vintage car"],
    genres: ["Comedy", "Family"],
    country: "Morocco",
    language: "Arabic (Darija)",
    priceTier: "standard",
  },
  {
    ref: "the-landlord-of-bonapriso",
    title: "The Landlord of Bonapriso",
    tagline: "He knows your rent. And your business.",
    synopsis:
      "Retired customs officer Papa Ekambi owns a Bonapriso apartment block and knows every " +
      "tenant's affairs better than they do. When his estranged son returns from Montreal " +
      "determined to turn the building into luxury short-stay flats, the tenants, a nightclub " +
      "DJ, a pastor, twin nurses and a secretive chef, unite to sabotage the renovation.",
    year: 2021,
    durationMin: 95,
    tags: ["douala", "neighbours", "father and son", "ensemble"],
    genres: ["Comedy", "Family"],
    country: "Cameroon",
    language: "French",
    priceTier: "standard",
  },
  {
    ref: "piri-piri-summer",
    title: "Piri-Piri Summer",
    tagline: "Same recipe. Two kitchens. One winner.",
    synopsis:
      "Lurdes Macuácua runs the busiest prawn grill on Maputo's seafront and has turned down " +
      "every hotel that tried to buy her recipes. When her estranged daughter Nélia returns from " +
      "Lisbon as head chef of the luxury hotel next door, a summer-long kitchen war breaks out " +
      "over fishermen, customers and a piri-piri sauce that only one of them knows how to make.",
    year: 2026,
    durationMin: 104,
    tags: ["maputo", "food", "mother and daughter", "restaurants", "beach"],
    genres: ["Drama", "Comedy"],
    country: "Mozambique",
    language: "Portuguese",
    priceTier: "new",
  },
  {
    ref: "mango-season-in-tanga",
    title: "Mango Season in Tanga",
    tagline: "Their fathers are at war. Their hearts aren't.",
    synopsis:
      "Every mango season, two rival fruit-exporting families in Tanga fight over the same " +
      "orchards, the same trucks and the same buyers from Dubai. This year the eldest children, " +
      "the famously serious Neema Mrisho and the famously unserious Juma Kassim, are put in " +
      "charge, and fall for each other in the worst possible week.",
    year: 2012,
    durationMin: 96,
    tags: ["tanga", "mangoes", "rival families", "harvest"],
    genres: ["Romance", "Comedy", "Family"],
    country: "Tanzania",
    language: "Swahili",
    priceTier: "standard",
  },
  {
    ref: "a-doctor-for-sangha",
    title: "A Doctor for Sangha",
    tagline: "Two years. One road. Every patient.",
    synopsis:
      "Newly qualified doctor Kadiatou Diarra accepts a two-year posting to a health centre " +
      "below the Bandiagara escarpment, fully intending to leave after the first. Between a " +
      "healer who will not share his patients, a chief who will not share his authority and a " +
      "rainy season that washes out the only road, she becomes the village's doctor in ways no " +
      "medical school prepared her for.",
    year: 2010,
    durationMin: 115,
    tags: ["doctor", "village life", "bandiagara", "healing"],
    genres: ["Drama"],
    country: "Mali",
    language: "French",
    priceTier: "free",
  },
  {
    ref: "eight-stages-to-ouaga",
    title: "Eight Stages to Ouaga",
    tagline: "Borrowed jersey. Steel bike. Pure speed.",
    synopsis:
      "Seventeen-year-old Issouf Ouédraogo delivers bread around Koudougou on a forty-year-old " +
      "steel bicycle and has never lost a race to the bakery. Drafted into a regional team as a " +
      "last-minute replacement for the country's great stage race, he has ten days, a borrowed " +
      "jersey and a captain who wants him gone to prove he belongs among professionals.",
    year: 2009,
    durationMin: 103,
    tags: ["cycling", "stage race", "underdog", "sport"],
    genres: ["Drama", "Family"],
    country: "Burkina Faso",
    language: "Mooré",
    priceTier: "standard",
  },
  {
    ref: "the-stilt-village-affair",
    title: "The Stilt Village Affair",
    tagline: "The lake does not give back what it takes.",
    synopsis:
      "A foreign investor's speedboat is found drifting empty on Lake Nokoué, and Inspector " +
      "Romuald Houngbédji, a Cotonou detective who cannot swim, is sent to the stilt village of " +
      "Ganvié to find out why. The fishermen say nothing, the investor's interpreter says far " +
      "too much, and the lake, as Romuald keeps being told, does not give back what it takes.",
    year: 2018,
    durationMin: 107,
    tags: ["ganvie", "detective", "lake", "whodunit"],
    genres: ["Crime", "Thriller"],
    country: "Benin",
    language: "French",
    priceTier: "standard",
  },
  {
    ref: "the-last-shift-at-chingola",
    title: "The Last Shift at Chingola",
    tagline: "The mine is closing. The kitchen is open.",
    synopsis:
      "When the copper mine outside Chingola announces it will close in ninety days, shift boss " +
      "Bwalya Chanda has to tell four hundred men, including his own sons, before the company " +
      "does. His wife Mutinta has a different plan: turn the mine canteen into a catering " +
      "business big enough to feed the whole Copperbelt, if she can get the men to learn to " +
      "cook.",
    year: 2016,
    durationMin: 110,
    tags: ["copperbelt", "mining town", "catering", "marriage"],
    genres: ["Drama", "Comedy"],
    country: "Zambia",
    language: "Bemba",
    priceTier: "standard",
  },
  {
    ref: "a-horse-for-kgomotso",
    title: "A Horse for Kgomotso",
    tagline: "Nobody else can ride him. She can.",
    synopsis:
      "Twelve-year-old Kgomotso Sebego lives with her grandfather at a cattle post on the edge " +
      "of the Makgadikgadi pans, where she has tamed a wild-born horse that nobody else can " +
      "ride. When a Gaborone racing stable offers more for the horse than the cattle post earns " +
      "in a decade, she enters the national endurance race herself to prove he belongs at home.",
    year: 2026,
    durationMin: 98,
    tags: ["horses", "endurance race", "grandfather", "salt pans"],
    genres: ["Drama", "Family"],
    country: "Botswana",
    language: "Setswana",
    priceTier: "new",
  },
  {
    ref: "the-lumley-beach-cup",
    title: "The Lumley Beach Cup",
    tagline: "One match. A year of grudges. Kick-off at four.",
    synopsis:
      "Every December, the fishermen of Lumley and the taxi drivers of Aberdeen play a beach " +
      "football match that settles a whole year of grudges. This time the fishermen's striker " +
      "has a broken toe, their coach is his ninety-year-old great-uncle, and their only hope is " +
      "Mariatu, the coach's granddaughter, who played professionally in Sweden and came home for " +
      "Christmas.",
    year: 2025,
    durationMin: 94,
    tags: ["freetown", "beach football", "christmas", "underdogs"],
    genres: ["Comedy", "Family"],
    country: "Sierra Leone",
    language: "Krio",
    priceTier: "new",
  },
  {
    ref: "indigo-nights-in-kano",
    title: "Indigo Nights in Kano",
    tagline: "Closed to her by day. Hers by night.",
    synopsis:
      "Hauwa Sani's family has dyed cloth in the indigo pits of old Kano for five centuries, but " +
      "only men may work them. When her father falls ill before a great order for the Sallah " +
      "durbar, Hauwa takes his place in secret after dark, helped by Ibrahim, the apprentice who " +
      "is supposed to be her rival for the pits.",
    year: 2020,
    durationMin: 112,
    tags: ["kano", "indigo dyeing", "tradition", "secret romance"],
    genres: ["Drama", "Romance"],
    country: "Nigeria",
    language: "Hausa",
    priceTier: "standard",
  },
  {
    ref: "a-lighthouse-at-mowe-bay",
    title: "A Lighthouse at Möwe Bay",
    tagline: "There was no storm. So who sank the ship?",
    synopsis:
      "Widowed lighthouse keeper Ndapewa Shikongo has lived alone on the Skeleton Coast for six " +
      "years when a bloodied trawlerman washes up on her beach. He says his ship sank in a " +
      "storm, but there has been no storm, the radio has gone silent, and an inflatable boat " +
      "full of armed men is patrolling just beyond the surf.",
    year: 2022,
    durationMin: 100,
    tags: ["skeleton coast", "lighthouse", "desert", "survival"],
    genres: ["Thriller", "Drama"],
    country: "Namibia",
    language: "English",
    priceTier: "standard",
  },
  {
    ref: "above-nyarugenge",
    title: "Above Nyarugenge",
    tagline: "She designed the roof. He moved in.",
    synopsis:
      "Architect Aline Mukamana is designing the tallest green building in Kigali, and musician " +
      "Eric Ndayisaba has been playing guitar on its unfinished rooftop every night without " +
      "permission. Their battle over the roof becomes a friendship and then something more, " +
      "until Aline learns that her building will replace the neighbourhood Eric grew up in.",
    year: 2026,
    durationMin: 101,
    tags: ["kigali", "architecture", "musician", "city life"],
    genres: ["Romance", "Drama"],
    country: "Rwanda",
    language: "Kinyarwanda",
    priceTier: "new",
  },
  {
    ref: "line-to-djibouti",
    title: "Line to Djibouti",
    tagline: "Six hours. One train. Three bodyguards too many.",
    synopsis:
      "Railway engineer Selam Girma is riding the electric line from Addis Ababa to Djibouti to " +
      "certify its brakes when a passenger collapses in the dining car with a diplomatic pouch " +
      "chained to his wrist. With no signal across the Afar desert and three strangers each " +
      "claiming to be his bodyguard, Selam has six hours to work out who is protecting the pouch " +
      "and who is hunting it.",
    year: 2025,
    durationMin: 111,
    tags: ["train", "afar desert", "engineer", "espionage"],
    genres: ["Thriller", "Action"],
    country: "Ethiopia",
    language: "Amharic",
    priceTier: "new",
  },
  {
    ref: "the-breath-of-lake-kivu",
    title: "The Breath of Lake Kivu",
    tagline: "The lake is holding its breath.",
    synopsis:
      "Geochemist Jean-Paul Kabeya monitors the gas dissolved in the depths of Lake Kivu, enough " +
      "to suffocate every town on its shores if it ever rises. When his sensors record a surge " +
      "the power company calls a malfunction, and the one colleague who agreed with him vanishes " +
      "on a night dive, Jean-Paul must persuade Goma to evacuate before the lake answers the " +
      "question for him.",
    year: 2023,
    durationMin: 117,
    tags: ["goma", "science", "disaster", "conspiracy"],
    genres: ["Thriller"],
    country: "DR Congo",
    language: "French",
    priceTier: "premium",
  },
  {
    ref: "december-in-nnewi",
    title: "December in Nnewi",
    tagline: "Home for Christmas. Somebody rented it out.",
    synopsis:
      "Every December the Obiakor family drives from Lagos to Nnewi for Christmas, and every " +
      "year Papa Obiakor swears it will be the last. This year his children have secretly listed " +
      "the family compound on a booking app, and the guests, a motorcycle-parts importer and an " +
      "entire film crew, have arrived before the family.",
    year: 2017,
    durationMin: 99,
    tags: ["christmas", "village", "family", "homecoming"],
    genres: ["Comedy", "Family"],
    country: "Nigeria",
    language: "Igbo",
    priceTier: "standard",
  },
];
