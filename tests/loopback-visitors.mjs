// The test suites play many visitors from one machine. The membership service limits what one
// address may do (20 sign-ups an hour, say), so a suite that made every call from 127.0.0.1 would
// be refused part-way. Each call here comes from another loopback address (127.0.0.0/8 is all this
// machine's), as a real site's visitors would. Node's fetch cannot choose its local address, so
// the calls go through node:http.
import http from 'node:http';

let visitors = 0;

function nextAddress() {
  visitors += 1;
  return `127.0.${Math.floor(visitors / 250) % 250}.${2 + (visitors % 250)}`;
}

/**
 * @param {string} url
 * @param {{ method: string, headers: Record<string, string>, body?: Buffer | string }} request
 * @returns {Promise<{ status: number, headers: [string, string][], body: Buffer }>}
 */
export function sendAsNewVisitor(url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, localAddress: nextAddress(), agent: false }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const answerHeaders = Object.entries(answer.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
        );
        resolve({ status: answer.statusCode ?? 502, headers: answerHeaders, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
