import { contentImagePath } from "@tazama/contracts";

/** A title's stored art file names as the paths clients load them from. */
export function titleImages(images: { portrait: string; landscape: string; v?: string }) {
  return {
    portrait: contentImagePath(images.portrait, images.v),
    landscape: contentImagePath(images.landscape, images.v),
  };
}
