#!/usr/bin/env python3
"""make soak: ordinary visitors and hostile clients at once against the release server.

Starts target/release/server, then for SOAK_SECONDS (default 120) runs every traffic class
below side by side: pages, chat questions, contact submissions, and what the public internet
sends (query syntax and deep nesting, oversized history, invented methods, silent and trickling
connections, garbage bytes, huge headers, forged X-Forwarded-For). Prints requests and answers
per class, the 5xx count (must be 0), whether the process stayed up, and its memory at start
and end. Exits non-zero when the server answered a 5xx or died. Standard library only.
"""

import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import urllib.parse
from collections import Counter, defaultdict

PORT = int(os.environ.get("SOAK_PORT", "3400"))
SECONDS = float(os.environ.get("SOAK_SECONDS", "120"))
CLIENTS = int(os.environ.get("SOAK_CLIENTS", "4"))
HOST = "127.0.0.1"

PAGES = ["/", "/en", "/about", "/en/about", "/en/services", "/blog", "/en/blog?tag=retrieval",
         "/en/rag-chat", "/contacts", "/en/no-such-page", "/sitemap.xml", "/en/feed.xml"]
QUESTIONS = [("en", "How much does the workshop cost?"), ("it", "Dove ha sede l'azienda?"),
             ("en", "What is your phone number?"), ("it", "Quante persone lavorano da voi?")]

answers = defaultdict(Counter)   # class -> status (or 'closed') -> count
server_errors = []               # (class, status, detail)


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


async def exchange(raw, read_timeout=30.0, pause=None):
    """Sends raw bytes (a list of chunks with an optional pause between them); returns the
    status code of the answer, or 'closed' when the server closed without one."""
    reader, writer = await asyncio.open_connection(HOST, PORT)
    try:
        for chunk in raw if isinstance(raw, list) else [raw]:
            writer.write(chunk)
            await writer.drain()
            if pause:
                await asyncio.sleep(pause)
        data = await asyncio.wait_for(reader.read(), read_timeout)
    except (ConnectionError, asyncio.TimeoutError) as error:
        return "closed" if isinstance(error, ConnectionError) else "timeout"
    finally:
        writer.close()
    if not data.startswith(b"HTTP/1.1 "):
        return "closed"
    return int(data[9:12])


def request(method, path, body=b"", headers=()):
    head = [f"{method} {path} HTTP/1.1", f"Host: {HOST}", "Connection: close"]
    head += list(headers)
    if body:
        head += ["Content-Type: application/json", f"Content-Length: {len(body)}"]
    return ("\r\n".join(head) + "\r\n\r\n").encode() + body


def visitor():
    """A forged or proxied visitor address: the server trusts loopback as its proxy."""
    return f"X-Forwarded-For: 198.51.{random.randrange(256)}.{random.randrange(256)}"


def chat_body(question, locale, history=()):
    return json.dumps({"question": question, "locale": locale, "history": list(history)}).encode()


async def page():
    return await exchange(request("GET", random.choice(PAGES), headers=[visitor()]))


async def chat():
    locale, question = random.choice(QUESTIONS)
    return await exchange(request("POST", "/api/chat", chat_body(question, locale), [visitor()]))


async def contact():
    reader, writer = await asyncio.open_connection(HOST, PORT)
    writer.write(request("GET", "/api/csrf-cookie"))
    data = await reader.read()
    writer.close()
    token = json.loads(data.split(b"\r\n\r\n", 1)[1])["token"]
    payload = json.dumps({"name": "Soak", "email": "soak@example.com", "privacyConsent": True})
    body = json.dumps({"Source": "soak", "Payload": payload}).encode()
    headers = [f"X-CSRF-Token: {token}", f"Cookie: csrf-token={token}", visitor()]
    return await exchange(request("POST", "/v1/contacts", body, headers))


async def query_syntax():
    nasty = random.choice(["(" * 999, "title_en:x AND body_it:y", '"a' * 300, "+a -b ~c ^d *e [1 TO 2]",
                           "(" * 500 + "x" + ")" * 500, "\u202e\u0000\ufeff" * 200])
    if random.random() < 0.5:
        return await exchange(request("GET", "/en/rag-chat?q=" + urllib.parse.quote(nasty)))
    return await exchange(request("POST", "/api/chat", chat_body(nasty[:1000], "it"), [visitor()]))


async def long_history():
    history = [{"role": "user", "content": "(" * 30_000}]
    return await exchange(request("POST", "/api/chat", chat_body("And?", "en", history), [visitor()]))


async def invented_method():
    method = "".join(random.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(random.randint(3, 12)))
    return await exchange(request(method, random.choice(PAGES + ["/api/chat", "/metrics"])))


async def silent():
    return await exchange(b"", read_timeout=60)


async def trickle():
    head = "POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n"
    return await exchange([head.encode()] + [b" "] * 40, pause=0.5)


async def garbage():
    return await exchange(os.urandom(random.randint(1, 4096)), read_timeout=60)


async def huge_header():
    return await exchange(request("GET", "/en", headers=["X-Big: " + "a" * 200_000]))


CLASSES = {"page": page, "chat": chat, "contact": contact, "query syntax": query_syntax,
           "long history": long_history, "invented method": invented_method, "silent": silent,
           "trickle": trickle, "garbage": garbage, "huge header": huge_header}


async def run_class(name, action, until):
    while time.monotonic() < until:
        try:
            status = await action()
        except (ConnectionError, OSError) as error:
            status = "refused"
            server_errors.append((name, status, str(error)))
        answers[name][status] += 1
        if isinstance(status, int) and status >= 500:
            server_errors.append((name, status, ""))


async def soak():
    until = time.monotonic() + SECONDS
    tasks = [run_class(name, action, until) for name, action in CLASSES.items() for _ in range(CLIENTS)]
    await asyncio.gather(*tasks)


def main():
    work = tempfile.mkdtemp(prefix="soak-")
    env = dict(os.environ, RUST_LOG="warn", DATABASE_URL=f"sqlite://{work}/soak.db", CSRF_SECRET="soak",
               TRUSTED_PROXIES="127.0.0.1", LEPTOS_SITE_ROOT="target/site", LEPTOS_SITE_ADDR=f"{HOST}:{PORT}",
               LEPTOS_ENV="PROD", HEADER_READ_TIMEOUT_SECONDS="5", BODY_READ_TIMEOUT_SECONDS="5")
    server = subprocess.Popen(["target/release/server"], env=env, stdout=subprocess.DEVNULL)
    for _ in range(100):
        try:
            asyncio.run(exchange(request("GET", "/healthz"), read_timeout=1))
            break
        except OSError:
            time.sleep(0.1)
    start_rss = rss_kb(server.pid)
    started = time.monotonic()
    asyncio.run(soak())
    alive = server.poll() is None
    end_rss = rss_kb(server.pid) if alive else 0
    elapsed = time.monotonic() - started
    server.terminate()
    server.wait()

    print(f"soak: {elapsed:.0f} s, {CLIENTS} clients per class, {len(CLASSES)} classes")
    print(f"{'class':<16} {'requests':>9}  answers")
    for name in CLASSES:
        counts = answers[name]
        detail = ", ".join(f"{status}: {count}" for status, count in sorted(counts.items(), key=lambda kv: str(kv[0])))
        print(f"{name:<16} {sum(counts.values()):>9}  {detail}")
    total = sum(sum(c.values()) for c in answers.values())
    fives = sum(1 for _, status, _ in server_errors if isinstance(status, int))
    print(f"total requests: {total} ({total / elapsed:.0f}/s)")
    print(f"5xx answers: {fives}")
    print(f"server stayed up: {'yes' if alive else 'NO'}")
    print(f"RSS: {start_rss / 1024:.1f} MB at start, {end_rss / 1024:.1f} MB at end")
    for name, status, detail in server_errors[:10]:
        print(f"  {name}: {status} {detail}")
    sys.exit(0 if alive and fives == 0 else 1)


if __name__ == "__main__":
    main()
