//===- System.cpp - the machine doctor looks at: real, or a fake root -----===//
//
// A fake root (docs/doctor.md) is a folder that stands for '/':
//   DIR/<path>                 files and folders (device nodes are plain
//                              files; a line "group=NAME" names the group
//                              owning one, "mode=666" opens it to everyone)
//   DIR/__commands/<key>.txt   what a probe prints (missing = the program
//                              is not installed); <key>.status: its exit
//                              status (default 0)
//   DIR/__env                  the environment, NAME=VALUE per line
//   DIR/etc/group              groups; the user (USER in __env, default
//                              "user"; "root" is root) is a member when
//                              listed in the fourth field
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Doctor.h"
#include "cuda2hip/Tuning.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <cstdlib>
#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace llvm;

namespace cuda2hip::doctor {

System::~System() = default;

namespace {

std::optional<std::string> slurp(const Twine &Path) {
  auto B = MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!B)
    return std::nullopt;
  return (*B)->getBuffer().str();
}

std::vector<std::string> listDir(const Twine &Dir) {
  std::vector<std::string> R;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; !EC && It != End; It.increment(EC))
    R.push_back(sys::path::filename(It->path()).str());
  llvm::sort(R);
  return R;
}

class RealSystem : public System {
public:
  std::optional<std::string> readFile(StringRef Path) override { return slurp(Path); }
  bool exists(StringRef Path) override { return sys::fs::exists(Path); }
  std::vector<std::string> list(StringRef Dir) override { return listDir(Dir); }

  std::optional<Output> run(StringRef Key, ArrayRef<std::string> Argv) override {
    std::string Prog = Argv.empty() ? "" : findProgram(Argv[0]);
    if (StringRef(Argv.empty() ? "" : Argv[0]).starts_with("/") && sys::fs::exists(Argv[0]))
      Prog = Argv[0];
    if (Prog.empty())
      return std::nullopt;
    SmallString<128> Tmp;
    if (sys::fs::createTemporaryFile("cuda2hip-doctor", "txt", Tmp))
      return std::nullopt;
    std::vector<StringRef> Args(Argv.begin(), Argv.end());
    std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(Tmp), StringRef(Tmp)};
    std::string Err;
    Output O;
    O.Status = sys::ExecuteAndWait(Prog, Args, std::nullopt, Redirects,
                                   /*SecondsToWait=*/60, 0, &Err);
    // Without terminal colours (rocminfo prints some even into a file).
    std::string Raw = slurp(Tmp).value_or("");
    for (size_t I = 0; I < Raw.size(); ++I) {
      if (Raw[I] == '\x1b' && I + 1 < Raw.size() && Raw[I + 1] == '[') {
        size_t E = Raw.find_first_of("ABCDEFGHJKSTfmnsu", I + 2);
        I = E == std::string::npos ? Raw.size() : E;
        continue;
      }
      O.Text += Raw[I];
    }
    if (O.Status < 0)
      O.Text += Err;
    sys::fs::remove(Tmp);
    return O;
  }

  std::optional<std::string> env(StringRef Name) override {
    return Tuning::variable(Name);
  }
  std::string user() override {
    if (const passwd *P = getpwuid(geteuid()))
      return P->pw_name;
    return env("USER").value_or("?");
  }
  bool isRoot() override { return geteuid() == 0; }
  std::vector<std::string> groups() override {
    std::vector<std::string> R;
    int N = getgroups(0, nullptr);
    std::vector<gid_t> G(N > 0 ? N : 0);
    if (N > 0)
      N = getgroups(N, G.data());
    G.push_back(getegid());
    for (gid_t Id : G)
      if (const group *Gr = getgrgid(Id))
        if (!is_contained(R, std::string(Gr->gr_name)))
          R.push_back(Gr->gr_name);
    return R;
  }
  std::string groupOf(StringRef Path) override {
    struct stat St;
    if (::stat(Path.str().c_str(), &St) != 0)
      return "";
    if (const group *Gr = getgrgid(St.st_gid))
      return Gr->gr_name;
    return std::to_string(St.st_gid);
  }
  bool canReadWrite(StringRef Path) override {
    return ::access(Path.str().c_str(), R_OK | W_OK) == 0;
  }
  std::string findProgram(StringRef Name) override {
    if (auto P = sys::findProgramByName(Name))
      return *P;
    return "";
  }
};

class FakeSystem : public System {
public:
  explicit FakeSystem(StringRef Root) : Root(Root) {
    if (auto E = slurp(Root + "/__env"))
      for (StringRef L : split(*E, '\n')) {
        L = L.trim();
        if (L.empty() || L.starts_with("#") || !L.contains('='))
          continue;
        Env[L.split('=').first] = L.split('=').second.str();
      }
  }

  std::optional<std::string> readFile(StringRef Path) override { return slurp(Root + Path); }
  bool exists(StringRef Path) override { return sys::fs::exists(Root + Path); }
  std::vector<std::string> list(StringRef Dir) override { return listDir(Root + Dir); }

  std::optional<Output> run(StringRef Key, ArrayRef<std::string>) override {
    auto Text = slurp(Root + "/__commands/" + Key + ".txt");
    if (!Text)
      return std::nullopt;
    Output O;
    O.Text = *Text;
    if (auto S = slurp(Root + "/__commands/" + Key + ".status"))
      StringRef(*S).trim().getAsInteger(10, O.Status);
    return O;
  }

  std::optional<std::string> env(StringRef Name) override {
    auto It = Env.find(Name);
    if (It == Env.end())
      return std::nullopt;
    return It->second;
  }
  std::string user() override { return env("USER").value_or("user"); }
  bool isRoot() override { return user() == "root"; }
  std::vector<std::string> groups() override {
    std::vector<std::string> R;
    std::string U = user();
    std::string Groups = readFile("/etc/group").value_or("");
    for (StringRef L : split(Groups, '\n')) {
      SmallVector<StringRef, 4> F;
      L.trim().split(F, ':');
      if (F.size() < 4)
        continue;
      SmallVector<StringRef, 4> Members;
      F[3].split(Members, ',', -1, false);
      if (is_contained(Members, StringRef(U)))
        R.push_back(F[0].str());
    }
    return R;
  }
  std::string groupOf(StringRef Path) override {
    std::string Node = readFile(Path).value_or("");
    for (StringRef L : split(Node, '\n')) {
      StringRef T = L.trim();
      if (T.consume_front("group="))
        return T.str();
    }
    return Path.starts_with("/dev/dri/card") ? "video" : "render";
  }
  bool canReadWrite(StringRef Path) override {
    if (!exists(Path))
      return false;
    std::string Node = readFile(Path).value_or("");
    if (isRoot() || StringRef(Node).contains("mode=666"))
      return true;
    return is_contained(groups(), groupOf(Path));
  }
  std::string findProgram(StringRef Name) override {
    std::string Path = env("PATH").value_or("/opt/rocm/bin:/usr/local/bin:/usr/bin:/bin");
    for (StringRef Dir : split(Path, ':'))
      if (!Dir.empty() && sys::fs::exists(Root + Dir + "/" + Name))
        return (Dir + "/" + Name).str();
    return "";
  }
  std::string describe() override { return "fake root " + Root; }

private:
  std::string Root;
  StringMap<std::string> Env;
};

} // namespace

std::unique_ptr<System> realSystem() { return std::make_unique<RealSystem>(); }
std::unique_ptr<System> fakeSystem(StringRef Root) {
  SmallString<256> Abs(Root);
  sys::fs::make_absolute(Abs);
  sys::path::remove_dots(Abs, true);
  return std::make_unique<FakeSystem>(Abs.str());
}

} // namespace cuda2hip::doctor
