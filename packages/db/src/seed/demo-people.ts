/**
 * Fictional casts and crews for the demo catalogue, by region, so a title's names sound like its
 * country's. Anyone here is invented: no real actor is credited with a film they did not make.
 */
export type Region = "west" | "east" | "southern" | "central" | "north";

export const REGION_OF: Record<string, Region> = {
  Nigeria: "west",
  Ghana: "west",
  Benin: "west",
  "Sierra Leone": "west",
  "Côte d'Ivoire": "west",
  Senegal: "west",
  Mali: "west",
  "Burkina Faso": "west",
  Cameroon: "central",
  "DR Congo": "central",
  Kenya: "east",
  Tanzania: "east",
  Uganda: "east",
  Rwanda: "east",
  Ethiopia: "east",
  "South Africa": "southern",
  Botswana: "southern",
  Namibia: "southern",
  Zambia: "southern",
  Zimbabwe: "southern",
  Mozambique: "southern",
  Morocco: "north",
};

interface RegionPeople {
  actors: string[];
  crew: string[];
  /** Characters' names (first names as people are called on screen). */
  characters: string[];
}

export const DEMO_PEOPLE: Record<Region, RegionPeople> = {
  west: {
    actors: [
      "Adaeze Okonkwo",
      "Tunde Bakare-Olu",
      "Efua Mensah-Boateng",
      "Chidi Nwankwo",
      "Kemi Adeyemo",
      "Kwabena Asare",
      "Aminata Diallo",
      "Femi Ogunleye",
      "Nana Akua Owusu",
      "Ibrahim Sow",
      "Ngozi Eze",
      "Kojo Antwi-Mensah",
      "Fatou Ndiaye",
      "Segun Adebiyi",
    ],
    crew: [
      "Olamide Fashola",
      "Yaw Darko",
      "Moussa Traoré",
      "Ifeoma Chukwu",
      "Abena Ofori",
      "Babatunde Lawal",
    ],
    characters: [
      "Sunday",
      "Kunle",
      "Mama Titi",
      "Akosua",
      "Obinna",
      "Bisi",
      "Kofi",
      "Awa",
      "Emeka",
      "Yetunde",
      "Mensah",
      "Chioma",
    ],
  },
  east: {
    actors: [
      "Wanjiru Kamau",
      "Otieno Odhiambo",
      "Amani Mwakyusa",
      "Nyokabi Gitau",
      "Baraka Mushi",
      "Aisha Nakato",
      "Tesfaye Bekele",
      "Mumbua Nzioka",
      "Jabari Kiprono",
      "Hirut Alemu",
      "Brian Ssempala",
      "Uwase Ingabire",
    ],
    crew: ["Njeri Mwangi", "Juma Mfinanga", "Selam Tadesse", "Kato Mugisha", "Achieng Owino"],
    characters: [
      "Mzee Kassim",
      "Wambui",
      "Baraka",
      "Neema",
      "Abebe",
      "Zawadi",
      "Okello",
      "Mama Pendo",
      "Kamau",
      "Liya",
    ],
  },
  southern: {
    actors: [
      "Thandiwe Mokoena",
      "Sipho Ndlovu",
      "Lerato Khumalo",
      "Tatenda Moyo",
      "Naledi Sithole",
      "Kagiso Molefe",
      "Chipo Banda",
      "Bongani Dlamini",
      "Nomvula Zulu",
      "Tendai Chikore",
    ],
    crew: ["Zanele Mthembu", "Themba Nkosi", "Mpho Radebe", "Farai Mutasa"],
    characters: ["Gogo", "Thabo", "Palesa", "Sizwe", "Rudo", "Lindiwe", "Tshepo", "Nandi"],
  },
  central: {
    actors: [
      "Mireille Kabasele",
      "Patrice Mbuyi",
      "Grâce Nzuzi",
      "Serge Etoundi",
      "Carine Ngo Bassa",
      "Junior Lukusa",
      "Blandine Tchoumi",
      "Didier Ilunga",
    ],
    crew: ["Jean-Marie Kalala", "Solange Mbarga", "Rodrigue Tshibanda"],
    characters: ["Maman Nzinga", "Papy", "Chantal", "Kabongo", "Esther", "Fabrice"],
  },
  north: {
    actors: [
      "Yasmine Benali",
      "Karim El Idrissi",
      "Salma Tazi",
      "Omar Bennani",
      "Nadia Alaoui",
      "Hamza Chraibi",
    ],
    crew: ["Leila Berrada", "Mehdi Sefrioui"],
    characters: ["Hajja Fatima", "Youssef", "Khadija", "Driss", "Samira"],
  },
};

/** A person's page address: lower-case ASCII words joined by hyphens. */
export function personSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
