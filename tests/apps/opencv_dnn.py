#!/usr/bin/python3
"""opencv_dnn.py: OpenCV 4.6 (python3-opencv) DNN on Shoal. A small network
built here with python3-onnx (convolutions shaped so that OpenCV's Intel
sub-group kernels are its first choice: a GEMM-like convolution, IDLF
convolutions, a depthwise one; then a fully connected layer and a softmax)
runs on cv2.dnn.DNN_TARGET_OPENCL and is compared with OpenCV's CPU target.

OpenCV tries its Intel kernels first and silently falls back to its basic
kernel when one fails to build, picks another SIMD width, or gives a wrong
result. The fallback is made visible: OPENCV_OCL4DNN_TUNING_RAISE_CHECK_ERROR
turns a wrong result into an exception, and the messages OpenCV prints for
the other two cases fail the test (run_opencv.sh checks them). Exit 77 only
when python3-opencv or python3-onnx is not installed."""
import os
import sys
import tempfile

try:
    import cv2
    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper
except ImportError as e:
    print(f"skipped: {e}")
    sys.exit(77)


def conv(name, x, cin, cout, k, rng, group=1, stride=1, pad=None):
    pad = k // 2 if pad is None else pad
    w = rng.standard_normal((cout, cin // group, k, k)).astype(np.float32) * 0.2
    b = rng.standard_normal(cout).astype(np.float32) * 0.1
    inits = [numpy_helper.from_array(w, name + "_w"), numpy_helper.from_array(b, name + "_b")]
    node = helper.make_node("Conv", [x, name + "_w", name + "_b"], [name], kernel_shape=[k, k],
                            pads=[pad] * 4, strides=[stride, stride], group=group)
    return node, inits


def build_model(rng):
    nodes, inits = [], []
    # 3 -> 32 channels, 3x3: GEMM-like (M = 32, a multiple of 8 and of 32).
    n, i = conv("c1", "input", 3, 32, 3, rng)
    nodes.append(n); inits += i
    nodes.append(helper.make_node("Relu", ["c1"], ["r1"]))
    # 32 -> 12 channels, 5x5: M = 12 is not a multiple of 8, so IDLF comes first.
    n, i = conv("c2", "r1", 32, 12, 5, rng)
    nodes.append(n); inits += i
    # depthwise 3x3 on the 12 channels (DWCONV).
    n, i = conv("c3", "c2", 12, 12, 3, rng, group=12)
    nodes.append(n); inits += i
    # 12 -> 20 channels, 1x1, stride 2: IDLF again (M = 20).
    n, i = conv("c4", "c3", 12, 20, 1, rng, stride=2, pad=0)
    nodes.append(n); inits += i
    nodes.append(helper.make_node("Relu", ["c4"], ["r4"]))
    nodes.append(helper.make_node("MaxPool", ["r4"], ["p4"], kernel_shape=[2, 2], strides=[2, 2]))
    nodes.append(helper.make_node("Flatten", ["p4"], ["f"], axis=1))
    fc_in = 20 * 8 * 8
    w = rng.standard_normal((64, fc_in)).astype(np.float32) * 0.05
    b = rng.standard_normal(64).astype(np.float32) * 0.1
    inits += [numpy_helper.from_array(w, "fc_w"), numpy_helper.from_array(b, "fc_b")]
    nodes.append(helper.make_node("Gemm", ["f", "fc_w", "fc_b"], ["fc"], transB=1))
    nodes.append(helper.make_node("Softmax", ["fc"], ["output"], axis=1))
    for node in nodes:  # OpenCV names a layer after its node
        node.name = node.output[0]
    graph = helper.make_graph(nodes, "shoal_dnn",
                              [helper.make_tensor_value_info("input", TensorProto.FLOAT, [1, 3, 32, 32])],
                              [helper.make_tensor_value_info("output", TensorProto.FLOAT, [1, 64])], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 11)])
    onnx.checker.check_model(model)
    return model.SerializeToString()


def run(model, blob, target, outputs):
    # OpenCV 5's new graph engine takes no OpenCL target: the classic one does
    engine = getattr(cv2.dnn, "ENGINE_CLASSIC", None)
    if engine is None:
        net = cv2.dnn.readNetFromONNX(np.frombuffer(model, np.uint8))
    else:
        with tempfile.NamedTemporaryFile(suffix=".onnx") as f:
            f.write(model)
            f.flush()
            net = cv2.dnn.readNetFromONNX(f.name, engine)
    net.setPreferableBackend(cv2.dnn.DNN_BACKEND_OPENCV)
    net.setPreferableTarget(target)
    net.setInput(blob)
    # OpenCV 4.6 names an ONNX layer "onnx_node!<node name>".
    names = {n.split("!")[-1]: n for n in net.getLayerNames()}
    return [o.copy() for o in net.forward([names[o] for o in outputs])]


def main():
    if not cv2.ocl.haveOpenCL() or not cv2.ocl.useOpenCL():
        sys.exit("OpenCV found no OpenCL device (OPENCV_OPENCL_DEVICE=:CPU: is needed for lavapipe)")
    dev = cv2.ocl.Device.getDefault()
    print(f"OpenCL device: {dev.name()} ({dev.vendorName()}), intel sub-groups: {dev.intelSubgroupsSupport()}")
    if not dev.intelSubgroupsSupport():
        sys.exit("OpenCV does not see cl_intel_subgroups: its Intel kernels would not run")
    rng = np.random.default_rng(11)
    model = build_model(rng)
    blob = rng.standard_normal((1, 3, 32, 32)).astype(np.float32)
    outs = ["c1", "c2", "c3", "c4", "fc", "output"]
    want = run(model, blob, cv2.dnn.DNN_TARGET_CPU, outs)
    got = run(model, blob, cv2.dnn.DNN_TARGET_OPENCL, outs)
    bad = 0
    for name, g, w in zip(outs, got, want):
        err = float(np.max(np.abs(g - w)) / max(1e-6, float(np.max(np.abs(w)))))
        ok = err < 1e-3
        bad += not ok
        print(f"{name}: shape {g.shape}, max relative error {err:.2e} {'ok' if ok else 'DIFFERS'}")
    if bad:
        sys.exit(f"{bad} layer output(s) differ between the OpenCL and CPU targets")
    print("opencv dnn: ok")


if __name__ == "__main__":
    main()
