/**
 * What a built chunk holds: its bytes attributed to the sources its source map names, grouped by
 * npm package (`react-dom`, `@xstate/store`) or by folder of this project (`src/features/layout`).
 * Bytes the map does not attribute (the bundler's glue, vanilla-extract's class names) count as
 * '(bundler)'. Used by the bench's JavaScript part (tests/bench/javascript.ts) for its treemap.
 */
import { readFileSync } from 'node:fs';

export interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One segment of a source map's `mappings`: base-64 VLQ numbers (the spec's, revision 3). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a base-64 digit in a source map: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The group a source belongs to: its npm package, or its project folder. */
export function sourceGroup(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const local = /(?:^|\/)((?:src|contract|copy|machines)\/.*)$/.exec(source);
  if (!local) return source;
  const parts = local[1]!.split('/');
  return parts.slice(0, Math.min(parts.length - 1, 3)).join('/') || local[1]!;
}

export const UNATTRIBUTED = '(bundler)';

/** Bytes of `code` per source group, by the map's segments (each runs to the next one on its line). */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n');
  const sizes = new Map<string, number>();
  const add = (group: string, bytes: number) => {
    sizes.set(group, (sizes.get(group) ?? 0) + bytes);
  };
  let source = 0;
  for (const [index, line] of map.mappings.split(';').entries()) {
    const text = lines[index] ?? '';
    let column = 0;
    const starts: { column: number; group: string }[] = [];
    for (const segment of line ? line.split(',') : []) {
      const fields = decodeSegment(segment);
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      starts.push({ column, group: fields.length > 1 ? sourceGroup(map.sources[source] ?? '') : UNATTRIBUTED });
    }
    if (starts.length === 0) {
      add(UNATTRIBUTED, Buffer.byteLength(text));
      continue;
    }
    add(UNATTRIBUTED, Buffer.byteLength(text.slice(0, starts[0]!.column)));
    for (const [i, start] of starts.entries())
      add(start.group, Buffer.byteLength(text.slice(start.column, starts[i + 1]?.column ?? text.length)));
  }
  return sizes;
}

export const readSourceMap = (file: string): SourceMap => JSON.parse(readFileSync(file, 'utf8')) as SourceMap;
