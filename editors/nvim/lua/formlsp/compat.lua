-- The few Neovim APIs that changed between 0.7 and 0.11, each behind one function.
local M = {}

--- The formlsp clients attached to `bufnr`.
function M.attached_clients(bufnr, name)
  local clients
  if vim.lsp.get_clients then -- 0.10+
    clients = vim.lsp.get_clients({ bufnr = bufnr, name = name })
  else
    clients = vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
  end
  return vim.tbl_filter(function(client)
    return client.name == name
  end, clients)
end

--- `client:request()` from 0.11 on (the dot form is deprecated there), `client.request()` before.
function M.request(client, method, params, handler, bufnr)
  if vim.fn.has('nvim-0.11') == 1 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

--- `client:request_sync()` from 0.11 on, `client.request_sync()` before.
function M.request_sync(client, method, params, timeout_ms, bufnr)
  if vim.fn.has('nvim-0.11') == 1 then
    return client:request_sync(method, params, timeout_ms, bufnr)
  end
  return client.request_sync(method, params, timeout_ms, bufnr)
end

--- The length of `line` in UTF-16 or UTF-32 code units (0.11 changed `vim.str_utfindex`).
function M.line_length(line, encoding)
  if vim.fn.has('nvim-0.11') == 1 then
    return vim.str_utfindex(line, encoding)
  end
  local utf32, utf16 = vim.str_utfindex(line)
  return encoding == 'utf-32' and utf32 or utf16
end

--- Whether the server offers code action resolution (`client.server_capabilities` from 0.8 on).
function M.resolves_code_actions(client)
  local capabilities = client.server_capabilities or client.resolved_capabilities or {}
  local provider = capabilities.codeActionProvider or capabilities.code_action
  return type(provider) == 'table' and provider.resolveProvider == true
end

--- The directory holding the first of `markers` found, in the order given, searching upwards from
--- the file `path` (what `root_markers` means on 0.11); nil when none is found.
function M.find_root(path, markers)
  local directories = {}
  local directory = vim.fn.fnamemodify(path, ':p:h')
  while true do
    table.insert(directories, directory)
    local parent = vim.fn.fnamemodify(directory, ':h')
    if parent == directory then
      break
    end
    directory = parent
  end
  for _, marker in ipairs(markers) do
    for _, candidate in ipairs(directories) do
      if (vim.uv or vim.loop).fs_stat(candidate .. '/' .. marker) then
        return candidate
      end
    end
  end
  return nil
end

return M
