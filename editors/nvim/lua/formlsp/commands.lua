-- The buffer-local commands formlsp adds to the buffers it is attached to:
-- :LspFormlspFixAll (the `source.fixAll.formlsp` code action) and :LspFormlspChains
-- (the `formlsp/focusChains` request, drawn in a floating window).
local compat = require('formlsp.compat')

local M = {}

M.fix_all_kind = 'source.fixAll.formlsp'
M.focus_chains_method = 'formlsp/focusChains'

local method_not_found = -32601

local function notify(message, level)
  vim.notify('formlsp: ' .. message, level or vim.log.levels.INFO)
end

local function client_of(bufnr)
  return compat.attached_clients(bufnr, 'formlsp')[1]
end

--- The whole buffer as an LSP range, in the client's position encoding.
local function whole_buffer(bufnr, client)
  local last = vim.api.nvim_buf_line_count(bufnr) - 1
  local line = vim.api.nvim_buf_get_lines(bufnr, last, last + 1, true)[1]
  local encoding = client.offset_encoding or 'utf-16'
  local character = encoding == 'utf-8' and #line or compat.line_length(line, encoding)
  return { start = { line = 0, character = 0 }, ['end'] = { line = last, character = character } }
end

local function apply(action, client, bufnr, timeout_ms)
  if not action.edit and compat.resolves_code_actions(client) then
    local resolved = compat.request_sync(client, 'codeAction/resolve', action, timeout_ms, bufnr)
    action = (resolved and resolved.result) or action
  end
  if action.edit then
    vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
  end
  if type(action.command) == 'table' then
    compat.request(client, 'workspace/executeCommand', {
      command = action.command.command,
      arguments = action.command.arguments,
    }, nil, bufnr)
  end
end

--- Applies every safe fix formlsp has for the buffer, synchronously (so it can run on
--- BufWritePre). Returns true when an edit was applied.
function M.fix_all(bufnr, timeout_ms)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  timeout_ms = timeout_ms or 3000
  local client = client_of(bufnr)
  if not client then
    notify('not attached to this buffer', vim.log.levels.WARN)
    return false
  end
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = whole_buffer(bufnr, client),
    context = { only = { M.fix_all_kind }, diagnostics = {} },
  }
  local response, failure = compat.request_sync(client, 'textDocument/codeAction', params, timeout_ms, bufnr)
  if not response then
    notify('fix all failed: ' .. tostring(failure), vim.log.levels.ERROR)
    return false
  end
  if response.err then
    notify('fix all failed: ' .. response.err.message, vim.log.levels.ERROR)
    return false
  end
  local applied = false
  for _, action in ipairs(response.result or {}) do
    if action.kind == M.fix_all_kind then
      apply(action, client, bufnr, timeout_ms)
      applied = true
    end
  end
  if not applied then
    notify('nothing to fix')
  end
  return applied
end

--- The text lines that describe `chains`, the answer to formlsp/focusChains
--- (protocol/focus-chains.schema.json): one heading per chain, then its summary, the fields in
--- Return order with what Return does in each.
function M.describe_chains(chains)
  local lines = {}
  for _, chain in ipairs(chains) do
    local names = {}
    for _, field in ipairs(chain.fields or {}) do
      table.insert(names, field.target or '?')
    end
    if chain.name then
      table.insert(lines, '# ' .. chain.name)
    end
    table.insert(lines, chain.summary or table.concat(names, ' → '))
    table.insert(lines, '')
  end
  if lines[#lines] == '' then
    table.remove(lines)
  end
  return lines
end

--- Shows the buffer's focus chains in a floating window.
function M.show_chains(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local client = client_of(bufnr)
  if not client then
    notify('not attached to this buffer', vim.log.levels.WARN)
    return
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) } }
  compat.request(client, M.focus_chains_method, params, function(err, result)
    if err and err.code == method_not_found then
      notify('this formlsp cannot show focus chains yet (' .. M.focus_chains_method .. ': method not found)',
        vim.log.levels.WARN)
      return
    end
    if err then
      notify(M.focus_chains_method .. ' failed: ' .. err.message, vim.log.levels.ERROR)
      return
    end
    local chains = result and (result.chains or result) or {}
    if vim.tbl_isempty(chains) then
      notify('no focus chains in this buffer')
      return
    end
    vim.lsp.util.open_floating_preview(M.describe_chains(chains), 'markdown', { border = 'rounded' })
  end, bufnr)
end

--- Adds the buffer-local commands; called when the client attaches to a buffer.
function M.attach(_, bufnr)
  vim.api.nvim_buf_create_user_command(bufnr, 'LspFormlspFixAll', function()
    M.fix_all(bufnr)
  end, { desc = 'formlsp: apply every safe focus fix (source.fixAll.formlsp)' })
  vim.api.nvim_buf_create_user_command(bufnr, 'LspFormlspChains', function()
    M.show_chains(bufnr)
  end, { desc = 'formlsp: show the focus chains of this buffer' })
end

return M
