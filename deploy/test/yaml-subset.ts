/**
 * Reads the plain YAML of deploy/prometheus/prometheus.yml (no YAML library is a dependency):
 * block mappings and block sequences by indentation, plain scalars (numbers stay strings), `#`
 * comments and blank lines. Anything else (flow style, anchors, quotes, multi-line scalars)
 * throws, so the test fails rather than reading a file it does not understand.
 */
export type YamlValue = string | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
  number: number;
}

export function parseYamlSubset(source: string): YamlValue {
  const lines: Line[] = source.split("\n").flatMap((raw, i) => {
    const text = raw.replace(/\s+#.*$|^\s*#.*$/, "").trimEnd();
    if (text.trim() === "") return [];
    if (/["'{}[\]&*|>]/.test(text)) {
      throw new Error(`line ${i + 1}: outside the YAML this reader knows: ${raw}`);
    }
    return [{ indent: text.length - text.trimStart().length, text: text.trim(), number: i + 1 }];
  });
  let at = 0;

  function block(indent: number): YamlValue {
    const first = lines[at];
    if (!first || first.indent !== indent) throw new Error(`line ${first?.number}: bad indent`);
    return first.text.startsWith("- ") || first.text === "-" ? sequence(indent) : mapping(indent);
  }

  /** The value after `key:` (or `- `): inline, or the deeper block on the next lines. */
  function valueAfter(rest: string, indent: number): YamlValue {
    if (rest !== "") return rest;
    const next = lines[at];
    if (!next || next.indent <= indent) return "";
    return block(next.indent);
  }

  function mapping(indent: number): YamlValue {
    const map: Record<string, YamlValue> = {};
    while (at < lines.length && lines[at]!.indent === indent && !lines[at]!.text.startsWith("- ")) {
      const line = lines[at]!;
      const match = /^([A-Za-z0-9_.-]+):(?:\s+(.*))?$/.exec(line.text);
      if (!match) throw new Error(`line ${line.number}: expected "key: value"`);
      at += 1;
      map[match[1]!] = valueAfter(match[2] ?? "", indent);
    }
    return map;
  }

  function sequence(indent: number): YamlValue {
    const items: YamlValue[] = [];
    while (at < lines.length && lines[at]!.indent === indent && lines[at]!.text.startsWith("- ")) {
      const line = lines[at]!;
      const rest = line.text.slice(2).trim();
      if (/^[A-Za-z0-9_.-]+:(\s|$)/.test(rest)) {
        // "- key: value" opens a mapping whose keys sit two columns in.
        lines[at] = { ...line, indent: indent + 2, text: rest };
        items.push(mapping(indent + 2));
      } else {
        at += 1;
        items.push(valueAfter(rest, indent));
      }
    }
    return items;
  }

  const value = block(0);
  if (at !== lines.length) throw new Error(`line ${lines[at]!.number}: not read`);
  return value;
}
