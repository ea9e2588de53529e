//===- cuda2hip/Session.h - what one run keeps between its units -*- C++ -*-===//
//
// Foundation: the state a command's run shares between the units it
// parses, owned by one object the command creates and passes down (a
// pointer in ParseOptions::RunSession, Parse.h), instead of process-wide
// variables. Each library keeps its own cache type private and asks the
// session for its one instance of it: the parse layer's store of PCHs and
// what its headers cost (lib/Parse/Preamble.cpp), the bodies its parses
// skipped (lib/Find/SkipBodies.cpp). Two sessions share nothing; a session
// lives as long as the run that uses it.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_SESSION_H
#define CUDA2HIP_SESSION_H

#include <map>
#include <memory>
#include <mutex>

namespace cuda2hip {

class Session {
public:
  Session() = default;
  Session(const Session &) = delete;
  Session &operator=(const Session &) = delete;

  /// The session's one \p T (default-constructed on first use). Thread-safe;
  /// the reference stays valid as long as the session.
  template <class T> T &get() {
    std::lock_guard<std::mutex> L(Mu);
    std::shared_ptr<void> &Slot = Slots[key<T>()];
    if (!Slot)
      Slot = std::make_shared<T>();
    return *static_cast<T *>(Slot.get());
  }

private:
  /// One address per type: the slot's key (no RTTI needed).
  template <class T> static const void *key() {
    static const char K = 0;
    return &K;
  }
  std::mutex Mu;
  std::map<const void *, std::shared_ptr<void>> Slots;
};

} // namespace cuda2hip

#endif
