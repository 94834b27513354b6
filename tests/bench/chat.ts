import { SUGGESTED_PROMPTS } from '../../contract/chat';
import { askChat, type RawAnswer } from '../../server/testing/chat-client';
import { startChild } from './load';
import { type Figure, median, percentile } from './report';

const TTFT_TARGET_MS = 150;
const WARM_UP = 6;
const SAMPLES = 45;
const CONCURRENT = 20;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Whether an answer streamed to its end: status 200, text, a finish chunk, no error, [DONE] last. */
function complete(answer: RawAnswer): boolean {
  return (
    answer.status === 200 &&
    answer.text.length > 0 &&
    answer.errorText === undefined &&
    answer.chunks.at(-1)?.type === 'finish' &&
    answer.lines.at(-1) === '[DONE]'
  );
}

/**
 * The built-in analyst over loopback, measured from the client (so an upper bound of the server's
 * own time): time to the first text-delta of the three suggested prompts, each in a new
 * conversation, one at a time; then 20 streams at once.
 */
export async function chatFigures(): Promise<Figure[]> {
  const { child, url, token } = await startChild('./api/serve-chat.ts');
  try {
    const ask = (index: number) => askChat(url, token, SUGGESTED_PROMPTS[index % SUGGESTED_PROMPTS.length]!);
    for (let index = 0; index < WARM_UP; index++) await ask(index);
    const firstTokens: number[] = [];
    const wholeAnswers: number[] = [];
    for (let index = 0; index < SAMPLES; index++) {
      const started = performance.now();
      const answer = await ask(index);
      if (!complete(answer) || answer.firstDeltaMs === undefined) throw new Error(`answer ${index} did not complete`);
      firstTokens.push(answer.firstDeltaMs);
      wholeAnswers.push(performance.now() - started);
    }

    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, index) => ask(index)));
    const wall = performance.now() - started;
    const failed = answers.filter((answer) => !complete(answer)).length;
    const concurrentFirst = answers.map((answer) => answer.firstDeltaMs ?? Number.POSITIVE_INFINITY);

    const p50 = median(firstTokens);
    const p95 = percentile(firstTokens, 95);
    return [
      {
        name: 'Analyst time to first token, median',
        value: ms(p50),
        target: `<= ${TTFT_TARGET_MS} ms`,
        reference: `whole answer streamed ${ms(median(wholeAnswers))} (paced for reading)`,
        meetsTarget: p50 <= TTFT_TARGET_MS,
      },
      {
        name: 'Analyst time to first token, p95',
        value: ms(p95),
        target: `<= ${TTFT_TARGET_MS} ms`,
        reference: `${SAMPLES} answers, one at a time`,
        meetsTarget: p95 <= TTFT_TARGET_MS,
      },
      {
        name: `${CONCURRENT} concurrent streams, failed`,
        value: `${failed} of ${CONCURRENT}`,
        target: '0',
        reference: `all done in ${ms(wall)}; first token at most ${ms(Math.max(...concurrentFirst))}`,
        meetsTarget: failed === 0,
      },
    ];
  } finally {
    child.kill('SIGTERM');
  }
}
