#include "appgpucatalog.h"

#include "settings.h"

namespace breakeven {

namespace {

struct State {
    LoadedGpuCatalog loaded;
    bool problemTaken = false;
};

State &state()
{
    static State s { loadGpuCatalog(Settings::userGpuCatalogPath()), false };
    return s;
}

} // namespace

const GpuCatalog &AppGpuCatalog::catalog() { return state().loaded.catalog; }

QString AppGpuCatalog::takeUserProblem()
{
    State &s = state();
    if (s.problemTaken || s.loaded.userProblem.isEmpty())
        return {};
    s.problemTaken = true;
    //: %1 is the file's path and its problems, one per line (English, as the preset reader's errors).
    return tr("Your GPU catalog cannot be read, so only the built-in GPUs are offered. Fix the file, then start "
              "Breakeven again.\n\n%1")
        .arg(s.loaded.userProblem);
}

} // namespace breakeven
