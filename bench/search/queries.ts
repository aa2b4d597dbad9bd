/**
 * Queries as people type them, each with the title they meant (the demo catalogue):
 * misspellings, missing accents, partial names, episode numbers, a word from the middle; and
 * (issue 42) swapped pairs of letters, doubled letters and accents typed or left out.
 */
export const RELEVANCE: readonly (readonly [string, string])[] = [
  ["oshodi overtime", "Oshodi Overtime"],
  ["oshdi overtme", "Oshodi Overtime"],
  ["decale", "Décalé Royal"],
  ["decale royale", "Décalé Royal"],
  ["soumbedioune", "Soumbédioune Tide"],
  ["bonaberi", "The Pitch at Bonabéri"],
  ["mowe bay", "A Lighthouse at Möwe Bay"],
  ["likoni", "Likoni Crossing"],
  ["likony crossing", "Likoni Crossing"],
  ["kilimani", "Kilimani Code"],
  ["tizita", "The Tizita Room"],
  ["griots last verse", "The Griot's Last Verse"],
  ["highlife palm grove", "Highlife at the Palm Grove"],
  ["tortoise moon", "The Tortoise Who Borrowed the Moon"],
  ["sungura", "Sungura and the Thirsty Baobab"],
  ["mphos paper kite", "Mpho's Paper Kite"],
  ["dawn runners", "The Dawn Runners of Iten"],
  ["ledger idumota", "The Ledger of Idumota"],
  ["cocoa broker", "The Cocoa Broker"],
  ["lamu leters", "Lamu Letters"],
  ["aso ebi", "Aso Ebi for Two"],
  ["piri piri", "Piri-Piri Summer"],
  ["ouaga", "Eight Stages to Ouaga"],
  ["chingola", "The Last Shift at Chingola"],
  ["indigo nights kano", "Indigo Nights in Kano"],
  ["pepper ep 2", "Pepper and Sons Ep. 2"],
  ["pepper and sons episode 3", "Pepper and Sons Ep. 3"],
  ["ten oclock bulletin 1", "Ten O'Clock Bulletin Ep. 1"],
  ["under sandton", "Under Sandton Ep. 1"],
  ["simien crown 2", "The Simien Crown Ep. 2"],
  // A swapped pair of letters: one typo (Damerau), the commonest on a phone keyboard.
  ["ovretime", "Oshodi Overtime"],
  ["oshodi ovretime", "Oshodi Overtime"],
  ["likoni corssing", "Likoni Crossing"],
  ["kilimnai code", "Kilimani Code"],
  ["cocoa borker", "The Cocoa Broker"],
  // A doubled letter.
  ["tizzita room", "The Tizita Room"],
  ["likonni", "Likoni Crossing"],
  ["sunggura", "Sungura and the Thirsty Baobab"],
  // Accents as typed, in capitals, or added where the title has none.
  ["DÉCALÉ ROYAL", "Décalé Royal"],
  ["soumbédioune tide", "Soumbédioune Tide"],
  ["möwe", "A Lighthouse at Möwe Bay"],
  ["likóni", "Likoni Crossing"],
];
