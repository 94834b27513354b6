/**
 * The docs' runnable code samples. A sample is runnable when the line right before its fence is
 * `<!-- runnable -->` (invisible on GitHub); every other block is left alone, so a sample that
 * needs a browser or a placeholder stays prose. A marker anywhere else is a mistake and throws,
 * so that a marker cannot silently stop running its sample.
 */
export const RUNNABLE_MARKER = '<!-- runnable -->';

/** The languages a runnable sample may be written in: shell (bash and curl) and JavaScript modules. */
export type SampleLanguage = 'sh' | 'js';

export interface DocSample {
  /** The sample's place, `docs/membership.md:123` (its fence's line). */
  place: string;
  language: SampleLanguage;
  code: string;
}

const FENCE = /^```(\w*)\s*$/;

export function runnableSamples(markdown: string, file: string): DocSample[] {
  const lines = markdown.split('\n');
  const samples: DocSample[] = [];
  lines.forEach((line, index) => {
    if (line.trim() !== RUNNABLE_MARKER) return;
    const place = `${file}:${index + 2}`;
    const language = FENCE.exec(lines[index + 1] ?? '')?.[1];
    if (language === undefined) throw new Error(`${place}: ${RUNNABLE_MARKER} must stand right before a code fence`);
    if (language !== 'sh' && language !== 'js') throw new Error(`${place}: no runner for \`${language}\` samples`);
    const end = lines.findIndex((candidate, at) => at > index + 1 && candidate.trim() === '```');
    if (end === -1) throw new Error(`${place}: the code fence is never closed`);
    samples.push({ place, language, code: lines.slice(index + 2, end).join('\n') });
  });
  return samples;
}
