#!/usr/bin/env python3
# Writes a llama-architecture GGUF model with random weights, through
# llama.cpp's own gguf writer (gguf-py from a llama.cpp checkout, given as
# --gguf-py). It exists so that llama.cpp's OpenCL backend can be measured on
# Shoal without downloading a model: the numbers are those of a real
# transformer shape, the text it generates is noise, and CPU and OpenCL
# backends must produce the same noise.
#
# The vocabulary is SentencePiece-like ("llama" tokenizer): <unk> <s> </s>,
# the 256 byte tokens, then printable pieces, so any prompt tokenizes.
import argparse
import sys
import types

PRESETS = {
    # name: (n_embd, n_layer, n_head, n_head_kv, n_ff, n_vocab)
    "tiny": (256, 4, 8, 4, 768, 4096),        # lavapipe: seconds a token at most
    "small": (1024, 8, 16, 4, 2816, 32000),   # about 150 M parameters
    "tinyllama": (2048, 22, 32, 4, 5632, 32000),  # TinyLlama-1.1B's shape
}


def vocabulary(n_vocab):
    tokens, scores, types_ = [b"<unk>", b"<s>", b"</s>"], [0.0, 0.0, 0.0], [2, 3, 3]
    for b in range(256):
        tokens.append(("<0x%02X>" % b).encode())
        scores.append(0.0)
        types_.append(6)
    # Printable pieces: single characters, then "▁"-prefixed pairs and
    # triples of lowercase letters, in a fixed order, until the vocabulary is
    # full. Longer pieces score higher so the tokenizer prefers them.
    letters = "abcdefghijklmnopqrstuvwxyz"
    pieces = [c for c in letters + letters.upper() + "0123456789.,!?'-"]
    pieces += ["\u2581" + c for c in letters]
    pieces += ["\u2581" + a + b for a in letters for b in letters]
    pieces += [a + b for a in letters for b in letters]
    pieces += ["\u2581" + a + b + c for a in letters for b in letters for c in letters]
    pieces += [a + b + c for a in letters for b in letters for c in letters]
    need = n_vocab - len(tokens)
    if need > len(pieces):
        sys.exit("make_model.py: vocabulary of %d is larger than this generator makes" % n_vocab)
    for p in pieces[:need]:
        tokens.append(p.encode())
        scores.append(-1000.0 + 10.0 * len(p))
        types_.append(1)
    return tokens, scores, types_


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--gguf-py", required=True, help="llama.cpp's gguf-py directory")
    ap.add_argument("--preset", choices=sorted(PRESETS), default="tiny")
    ap.add_argument("--seed", type=int, default=1234)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()

    sys.path.insert(0, a.gguf_py)
    # gguf-py imports PyYAML only to read model cards; this writer has none,
    # so a machine without PyYAML gets an empty stand-in.
    try:
        import yaml  # noqa: F401
    except ImportError:
        sys.modules["yaml"] = types.ModuleType("yaml")
    import numpy as np
    import gguf

    n_embd, n_layer, n_head, n_head_kv, n_ff, n_vocab = PRESETS[a.preset]
    head_dim = n_embd // n_head
    n_embd_kv = head_dim * n_head_kv
    rng = np.random.default_rng(a.seed)

    def matrix(rows, cols, scale=1.0):
        # numpy shape (rows, cols) is ggml's ne = [cols, rows]; std
        # scale/sqrt(cols) keeps activations of order one through the layers.
        m = rng.standard_normal((rows, cols), dtype=np.float32)
        m *= scale / np.sqrt(cols)
        return m.astype(np.float16)

    def norm(n):
        return (1.0 + 0.1 * rng.standard_normal(n, dtype=np.float32)).astype(np.float32)

    w = gguf.GGUFWriter(a.out, "llama")
    w.add_name("shoal-random-" + a.preset)
    w.add_context_length(2048)
    w.add_embedding_length(n_embd)
    w.add_block_count(n_layer)
    w.add_feed_forward_length(n_ff)
    w.add_head_count(n_head)
    w.add_head_count_kv(n_head_kv)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_rope_dimension_count(head_dim)
    w.add_rope_freq_base(10000.0)
    w.add_vocab_size(n_vocab)
    w.add_file_type(gguf.LlamaFileType.MOSTLY_F16)

    tokens, scores, types_ = vocabulary(n_vocab)
    w.add_tokenizer_model("llama")
    w.add_token_list(tokens)
    w.add_token_scores(scores)
    w.add_token_types(types_)
    w.add_unk_token_id(0)
    w.add_bos_token_id(1)
    w.add_eos_token_id(2)
    w.add_add_bos_token(True)

    w.add_tensor("token_embd.weight", matrix(n_vocab, n_embd, np.sqrt(n_embd)))
    for i in range(n_layer):
        p = "blk.%d." % i
        w.add_tensor(p + "attn_norm.weight", norm(n_embd))
        w.add_tensor(p + "attn_q.weight", matrix(n_embd, n_embd))
        w.add_tensor(p + "attn_k.weight", matrix(n_embd_kv, n_embd))
        w.add_tensor(p + "attn_v.weight", matrix(n_embd_kv, n_embd))
        w.add_tensor(p + "attn_output.weight", matrix(n_embd, n_embd))
        w.add_tensor(p + "ffn_norm.weight", norm(n_embd))
        w.add_tensor(p + "ffn_gate.weight", matrix(n_ff, n_embd))
        w.add_tensor(p + "ffn_up.weight", matrix(n_ff, n_embd))
        w.add_tensor(p + "ffn_down.weight", matrix(n_embd, n_ff))
    w.add_tensor("output_norm.weight", norm(n_embd))
    # Logits with a spread of a few units keep the greedy choice clear of
    # rounding differences between backends.
    w.add_tensor("output.weight", matrix(n_vocab, n_embd, 4.0))

    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    print("make_model.py: wrote %s (%s: n_embd %d, %d layers, %d heads, %d kv heads, n_ff %d, vocab %d)"
          % (a.out, a.preset, n_embd, n_layer, n_head, n_head_kv, n_ff, n_vocab))


if __name__ == "__main__":
    main()
