-- Entry point of one headless Neovim test run: `nvim --headless -u NONE -i NONE -n -c 'luafile run.lua'`
-- with FORMLSP_NVIM_TEST naming the test file. Exits 0 when every test passed.
local tests_folder = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h')
local plugin_folder = vim.fn.fnamemodify(tests_folder, ':h')
vim.opt.runtimepath:prepend(plugin_folder)
package.path = tests_folder .. '/?.lua;' .. package.path
vim.cmd('filetype on')
-- -u NONE loads no plugins; load this one's as a normal startup would.
vim.cmd('runtime! plugin/formlsp.lua')

local harness = require('harness')
local succeeded, failure = pcall(dofile, os.getenv('FORMLSP_NVIM_TEST'))
if not succeeded then
  io.stdout:write('not ok 1 - load ', tostring(os.getenv('FORMLSP_NVIM_TEST')), '\n#   ', tostring(failure), '\n')
  vim.cmd('cquit 1')
end
local failed = harness.run()
vim.cmd(failed == 0 and 'qall!' or 'cquit 1')
