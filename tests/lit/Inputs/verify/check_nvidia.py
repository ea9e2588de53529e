import json
import sys

report = json.load(open(sys.argv[1]))
p = report["programs"][0]
assert p["cuda_build"]["status"] == "ok", p["cuda_build"]
assert p["hip_build"]["status"] == "ok", p["hip_build"]
if report["nvidia_gpu"]:
    assert p["ran_on"] == "nvidia" and p["ok"], p
else:
    assert p["cuda_run"]["detail"].startswith("not run: "), p["cuda_run"]
    assert p["hip_run"]["detail"].startswith("not run: "), p["hip_run"]
    assert "NVIDIA GPU" in report["nvidia_gpu_detail"], report["nvidia_gpu_detail"]
print("ok:", report["nvidia_gpu_detail"])
