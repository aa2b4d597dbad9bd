export interface SeedEvent {
  title: string;
  description: string;
  artwork: string;
  link: string;
  startsAt: string;
  venue: string;
  endDate: string;
}

/** The spec's sample event (ended 2025-10-28) and upcoming ones. */
export const EVENTS: SeedEvent[] = [
  {
    title: "International Animation Day Screening",
    description:
      "A free afternoon of African animated shorts for families and students. TEKA Register your " +
      "school or studio to reserve seats and meet the animators after the screening.",
    artwork: "event-animation-day_land.jpg",
    link: "/international-animation-day-registration",
    startsAt: "2025-10-28T13:00:00Z",
    venue: "Freedom Park, Lagos Island, Lagos",
    endDate: "2025-10-28T23:59:59Z",
  },
  {
    title: "Tazama Premiere Night: Lagos",
    description:
      "Walk the red carpet with the cast of this season's biggest Nollywood premiere. TEKA Members " +
      "with an active pass get two seats and a first look at the trailer line-up for next year.",
    artwork: "event-premiere-lagos_land.jpg",
    link: "/movies",
    startsAt: "2027-03-31T17:00:00Z",
    venue: "Eko Hotel & Suites, Victoria Island, Lagos",
    endDate: "2027-03-31T22:00:00Z",
  },
  {
    title: "Nairobi Short Film Weekend",
    description:
      "Two days of short films from Kenya, Uganda, Tanzania and Rwanda, with director Q&As. TEKA " +
      "Vote for your favourite short on Tazama and the winner streams free for a month.",
    artwork: "event-nairobi-shorts_land.jpg",
    link: "/series",
    startsAt: "2027-06-29T07:00:00Z",
    venue: "Kenya National Theatre, Nairobi",
    endDate: "2027-06-30T20:00:00Z",
  },
];
