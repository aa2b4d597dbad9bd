import type { OutputBundle, OutputChunk } from "rolldown";

export function isChunk(item: OutputBundle[string] | undefined): item is OutputChunk {
  return item?.type === "chunk";
}

/**
 * A walk of the bundle's static imports: `visit(file)` adds a chunk and everything it imports
 * statically, transitively and once, to `files` (assets and unknown names are skipped).
 */
export function staticImportWalk(bundle: OutputBundle) {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!isChunk(chunk) || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  return { files, visit };
}
