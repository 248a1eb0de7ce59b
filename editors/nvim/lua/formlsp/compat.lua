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
      if vim.loop.fs_stat(candidate .. '/' .. marker) then
        return candidate
      end
    end
  end
  return nil
end

return M
