-- Cycles through the paths in the file named by the first argument (one per line), each thread from a
-- different place, and adds wrk-summary.lua's line of JSON (wrk runs from the repository's root).
local paths = {}
local next_path = 0

init = function(args)
  for line in io.lines(args[1]) do
    if line ~= '' then paths[#paths + 1] = line end
  end
  next_path = math.random(#paths)
end

request = function()
  next_path = next_path % #paths + 1
  return wrk.format(nil, paths[next_path])
end

dofile('scripts/wrk-summary.lua')
