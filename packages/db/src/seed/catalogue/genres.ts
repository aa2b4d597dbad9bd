export const GENRES = [
  "Drama",
  "Comedy",
  "Romance",
  "Thriller",
  "Action",
  "Crime",
  "Family",
  "Animation",
  "Documentary",
  "Horror",
  "Epic",
  "Musical",
] as const;
