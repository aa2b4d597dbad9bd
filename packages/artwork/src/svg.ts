/** A number for SVG markup: one decimal, no "-0", no trailing ".0". */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function rect(x: number, y: number, w: number, h: number, attrs: string): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;
}

export function circle(cx: number, cy: number, r: number, attrs: string): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
}

/** Gradient stops from [offset 0..1, colour, opacity] triples. */
export function stops(list: readonly (readonly [number, string, number])[]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}" stop-opacity="${a}"/>`)
    .join("");
}

/** A full circle as path data (two arcs), to merge many circles into one <path>. */
export function ringPath(cx: number, cy: number, r: number): string {
  const a = `a${n(r)} ${n(r)} 0 1 0`;
  return `M${n(cx - r)} ${n(cy)}${a} ${n(2 * r)} 0${a} ${n(-2 * r)} 0`;
}

/** A closed polygon as path data. */
export function polygon(points: readonly (readonly [number, number])[]): string {
  return `${points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("")}Z`;
}

export function path(d: string, attrs: string): string {
  return `<path d="${d}" ${attrs}/>`;
}
