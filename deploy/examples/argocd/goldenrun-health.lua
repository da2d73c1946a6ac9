-- Argo CD health check for goldeneval GoldenRun (goldeneval.ahu.go.id/v1alpha1).
-- Reads the conditions the operator sets (docs/architecture.md, docs/design.md §9):
--   Complete=True + Passed=True           -> Healthy   (gate passed)
--   Complete=True + Passed=False          -> Degraded  (gate failed or run errored)
--   Stalled=True                          -> Degraded
--   anything else (no status yet, running) -> Progressing
-- Lua 5.1 only (Argo CD runs gopher-lua); no libraries beyond the base ones.
local hs = {}

local function finish(status, message)
  hs.status = status
  hs.message = message
  return hs
end

if obj.status == nil then
  return finish("Progressing", "Waiting for the goldeneval operator to pick up the run")
end

local status = obj.status
local generation = obj.metadata and obj.metadata.generation
if generation ~= nil and status.observedGeneration ~= nil and status.observedGeneration < generation then
  return finish("Progressing", "Waiting for the operator to observe generation " .. tostring(generation))
end

local conditions = {}
if status.conditions ~= nil then
  for _, condition in ipairs(status.conditions) do
    if condition.type ~= nil then
      conditions[condition.type] = condition
    end
  end
end

local function has(conditionType, value)
  local condition = conditions[conditionType]
  return condition ~= nil and condition.status == value
end

local function describe(prefix, ...)
  local parts = { prefix }
  for _, conditionType in ipairs({ ... }) do
    local condition = conditions[conditionType]
    if condition ~= nil and condition.message ~= nil and condition.message ~= "" then
      table.insert(parts, condition.message)
      break
    end
  end
  if status.passRate ~= nil and status.passRate ~= "" then
    table.insert(parts, "pass rate " .. tostring(status.passRate))
  end
  return table.concat(parts, ": ")
end

local phase = status.phase or "Pending"

if has("Complete", "True") then
  if has("Passed", "True") then
    return finish("Healthy", describe("Gate passed", "Passed", "Ready"))
  end
  if phase == "Error" then
    return finish("Degraded", describe("Run errored", "Stalled", "Passed", "Complete"))
  end
  return finish("Degraded", describe("Gate failed", "Passed", "Stalled", "Complete"))
end

if has("Stalled", "True") then
  return finish("Degraded", describe("Run stalled (phase " .. phase .. ")", "Stalled"))
end

return finish("Progressing", describe("Run " .. string.lower(phase), "Reconciling", "Complete"))
