// A stand-in for an OpenAI-compatible model server, for the chat's end-to-end tests: it streams
// a fixed cited answer, slowly when the question asks for it, and fails with 500 when the
// question says "unavailable".
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_LLM_PORT ?? 3102);

const chunk = (text) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: text }, finish_reason: null }] })}\n\n`;

createServer((request, response) => {
  let body = '';
  request.on('data', (part) => (body += part));
  request.on('end', async () => {
    const messages = JSON.parse(body).messages ?? [];
    const question = String(messages.at(-1)?.content ?? '').split('Question:').at(-1);
    if (/unavailable/i.test(question)) {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'fake outage' } }));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    const slow = /slowly/i.test(question);
    const words = slow
      ? Array.from({ length: 200 }, (_, i) => `word${i} `)
      : ['Acme Intelligence ', 'was founded ', 'in 2024 ', 'in Turin [1].'];
    for (const word of words) {
      if (response.destroyed) return;
      response.write(chunk(word));
      await new Promise((resolve) => setTimeout(resolve, slow ? 150 : 20));
    }
    response.end('data: [DONE]\n\n');
  });
}).listen(port, '127.0.0.1');
