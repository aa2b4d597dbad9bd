import type { SeriesDetail } from "@tazama/contracts";

/** A series page's data: `count` episodes at ₦400 (or $0.99) each, a bundle of ₦900 / $2.49. */
export function seriesDetail(
  overrides: Partial<SeriesDetail> & { ref: string; count?: number },
): SeriesDetail {
  const { ref, count = 4, ...rest } = overrides;
  return {
    ref,
    title: "Pepper and Sons",
    tagline: "A kitchen, a family, a feud.",
    synopsis: "Three brothers run their late father's restaurant.",
    year: 2024,
    country: "Nigeria",
    language: "English",
    genres: [{ id: "comedy", name: "Comedy" }],
    images: {
      portrait: `/content/uploads/${ref}-ep-1_port.jpg`,
      landscape: `/content/uploads/${ref}-ep-1_land.jpg`,
    },
    episodes: Array.from({ length: count }, (_, i) => ({
      ref: `${ref}-ep-${i + 1}`,
      title: `Pepper and Sons Ep. ${i + 1}`,
      episodeNumber: i + 1,
      synopsis: `Episode ${i + 1}.`,
      duration: 1_800,
      images: {
        portrait: `/content/uploads/${ref}-ep-${i + 1}_port.jpg`,
        landscape: `/content/uploads/${ref}-ep-${i + 1}_land.jpg`,
      },
      free: false,
      playable: true,
      prices: [
        { currency: "NGN", buy: 40_000, rent: 15_000 },
        { currency: "USD", buy: 99, rent: 49 },
      ],
    })),
    bundle: [
      { currency: "NGN", amount: 90_000 },
      { currency: "USD", amount: 249 },
    ],
    ...rest,
  };
}
