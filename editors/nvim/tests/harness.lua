-- A small test harness for headless Neovim: tests run in order in one editor, and each result is
-- written to stdout as a TAP line (`ok 1 - name`, `not ok 2 - name`) for editors/run-tests.sh.
local H = {}

local tests = {}
local skip_marker = 'formlsp-test-skipped: '

--- How long one wait may take before the test fails instead of hanging.
H.timeout_ms = 15000

--- The messages given to vim.notify, kept, not printed: headless Neovim would print them into the
--- TAP stream. A test may empty the list, then check what arrived.
H.notifications = {}
vim.notify = function(message, level)
  table.insert(H.notifications, { message = message, level = level })
end

--- Every use of an API that the running Neovim deprecates (what vim.deprecate is told, and where
--- from): the last test of every suite expects none, so the plugin keeps up with newer Neovim.
H.deprecations = {}

--- The first line of the current traceback outside Neovim's own runtime and this harness.
local function caller()
  for line in debug.traceback('', 3):gmatch('[^\n]+') do
    local frame = vim.trim(line)
    if frame:find(':%d+:') and not frame:find('runtime/lua/', 1, true) and not frame:find('harness.lua', 1, true) then
      return frame
    end
  end
end

local deprecate = vim.deprecate
vim.deprecate = function(name, alternative, version, ...)
  table.insert(H.deprecations, { name = name, alternative = alternative, version = version, caller = caller() })
  return deprecate(name, alternative, version, ...)
end

local function version()
  local v = vim.version()
  return string.format('%d.%d.%d', v.major, v.minor, v.patch)
end

--- Registers a test.
function H.test(name, body)
  table.insert(tests, { name = name, body = body })
end

local function describe(value)
  return type(value) == 'string' and string.format('%q', value) or vim.inspect(value)
end

function H.eq(expected, actual, what)
  if not vim.deep_equal(expected, actual) then
    error(string.format('%s: expected %s, got %s', what or 'value', describe(expected), describe(actual)), 2)
  end
end

function H.truthy(value, what)
  if not value then
    error((what or 'condition') .. ' does not hold', 2)
  end
  return value
end

--- Runs the event loop until `condition()` returns a truthy value, and returns it; fails the test
--- with `what` after H.timeout_ms.
function H.wait_for(what, condition)
  local value
  local met = vim.wait(H.timeout_ms, function()
    value = condition()
    return value ~= nil and value ~= false
  end, 20)
  if not met then
    error('timed out waiting for ' .. what, 2)
  end
  return value
end

--- Ends the running test as skipped (a TAP SKIP) when `possible` is false: for tests that need a
--- newer Neovim than the one running.
function H.skip_unless(possible, reason)
  if not possible then
    error(skip_marker .. reason, 0)
  end
end

local function skip_reason(failure)
  return (tostring(failure):gsub('^.-' .. vim.pesc(skip_marker), ''):gsub('\n.*', ''))
end

local function emit(line)
  io.stdout:write(line, '\n')
  io.stdout:flush()
end

--- Runs every registered test, then checks that none used a deprecated API; returns the number
--- that failed.
function H.run()
  H.test('uses no API deprecated in Neovim ' .. version(), function()
    H.eq({}, H.deprecations, 'deprecated calls')
  end)
  emit('1..' .. #tests)
  local failed = 0
  for number, test in ipairs(tests) do
    local succeeded, failure = xpcall(test.body, debug.traceback)
    if succeeded then
      emit(string.format('ok %d - %s', number, test.name))
    elseif tostring(failure):find(skip_marker, 1, true) then
      emit(string.format('ok %d - %s # SKIP %s', number, test.name, skip_reason(failure)))
    else
      failed = failed + 1
      emit(string.format('not ok %d - %s', number, test.name))
      for line in tostring(failure):gmatch('[^\n]+') do
        emit('#   ' .. line)
      end
    end
  end
  return failed
end

return H
