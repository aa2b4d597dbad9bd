import type { SeedMovie } from "../types.ts";

/** Demo movies 49–64, in catalogue order (see ../movies.ts). */
export const MOVIES_4: SeedMovie[] = [
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
