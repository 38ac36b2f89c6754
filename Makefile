# `make run` and `make test` are all a newcomer needs: each installs what is missing first.
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(CURDIR)/tools/node_modules/.bin:$(PATH)

# The release server serves the built site from here, on the address cargo-leptos is set up for.
RUN_ENV := LEPTOS_SITE_ROOT=target/site LEPTOS_SITE_ADDR=127.0.0.1:3000 LEPTOS_ENV=PROD

.PHONY: bootstrap build widgets run dev lint test test-rust test-widgets test-e2e test-model size bench eval answer-cost soak lighthouse fuzz

bootstrap:
	@scripts/bootstrap.sh

widgets: bootstrap
	cd react-widgets && npm run build

# Release build: the server binary at target/release/server, the site under target/site.
build: widgets
	cargo leptos build --release
	scripts/precompress.sh target/site

run: build
	$(RUN_ENV) target/release/server

# Rebuilds on a change in Rust, CSS or React code. cargo-leptos ignores git-ignored files, so the
# server reads Vite's output straight from public/widgets (WIDGETS_DIR). In development the server
# itself watches content/ and config/site.toml, and shows drafts.
dev: bootstrap
	cd react-widgets && npx vite build --mode development
	trap 'kill 0' EXIT; (cd react-widgets && npm run watch) & APP_ENV=development WIDGETS_DIR=public/widgets cargo leptos watch

# Formatting, Clippy (warnings are errors), TypeScript and ESLint: CI runs it before the tests.
lint: bootstrap
	scripts/lint.sh

test: build test-rust test-widgets test-e2e

# The server suite runs twice: on SQLite (the default) and on a throw-away PostgreSQL.
test-rust: bootstrap
	cargo test --release --workspace --exclude frontend
	scripts/with-postgres.sh cargo test --release --workspace --exclude frontend

test-widgets: bootstrap
	cd react-widgets && npm test

test-e2e: build
	cd end2end && npx playwright test

# The chat against a real model server (llama-cpp-python with Gemma 3 270M), installed once into
# a cache outside the clone. Not part of `make test`: the first run builds llama.cpp (~16 min).
test-model: bootstrap
	scripts/test-model.sh

# Sizes of what the home page loads: raw and brotli.
size: build
	@scripts/size.sh

# Our server against nginx on one cached page, the render path, the chat engine, memory.
bench: build
	scripts/bench.sh

# The chat's answers on every evaluation corpus: fact in the answer, confidently wrong, … (docs/chat.md).
eval: build
	scripts/eval.sh

# Instructions one offline answer costs (valgrind): time a shared machine's load does not move.
answer-cost: build
	scripts/answer-cost.sh

# Ordinary and hostile traffic together for SOAK_SECONDS (default 120): 5xx count, uptime, memory.
soak: build
	scripts/soak.py

# Lighthouse 12, mobile preset: home, an article, the chat, contacts.
lighthouse: build
	scripts/lighthouse.sh

# Each fuzz target (contact payload, content document, chat question) for FUZZ_SECONDS (default 60).
fuzz: bootstrap
	scripts/fuzz.sh
