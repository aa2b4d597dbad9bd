import { useEffect } from "react";
import { useParams } from "react-router";
import { isTitleNotFound, useContent } from "../../features/catalogue/api/get-content.ts";
import { TitleDetail } from "../../features/catalogue/components/title-detail.tsx";

/** /view/{ref}: one movie or episode. */
export function ViewPage() {
  const ref = useParams().ref ?? "";
  const { data, error } = useContent(ref);
  const pageTitle = data ? data.title : isTitleNotFound(error) ? "Title not found" : null;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — Tazama` : "Tazama";
  }, [pageTitle]);
  return <TitleDetail contentRef={ref} />;
}
