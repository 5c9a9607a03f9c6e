# Build the Windows installer of Necro Tabletop (issue 14). Run from anywhere, in PowerShell, on
# Windows 10/11 x64 with Python 3.11+ and Inno Setup 6 (https://jrsoftware.org/isinfo.php):
#     powershell -ExecutionPolicy Bypass -File build_scripts\windows\build.ps1
# Output: dist\necro-tabletop\ (the app) and dist\necro-tabletop-<version>-windows-setup.exe.
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")

# A virtual environment of its own, so the build sees only the app's pinned packages.
$base = if ($env:PYTHON) { $env:PYTHON } else { "python" }
& $base -m venv build\venv-windows
if ($LASTEXITCODE) { throw "python -m venv failed" }
$python = "build\venv-windows\Scripts\python.exe"
& $python -m pip install -q --upgrade pip
& $python -m pip install -q -e ".[dist]"
if ($LASTEXITCODE) { throw "pip install failed" }
$version = & $python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"

$env:NECRO_BUILD = "onedir"
& $python -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build build_scripts\necro-tabletop.spec
if ($LASTEXITCODE) { throw "PyInstaller failed" }

# Smoke test: the built app renders the menu headless (it is a windowed app: it prints nothing).
$home_dir = Join-Path $env:TEMP "necro-smoke-$PID"
$env:NECRO_TABLETOP_HOME = $home_dir
$env:SDL_VIDEODRIVER = "dummy"
$env:SDL_AUDIODRIVER = "dummy"
$shot = Join-Path $home_dir "menu.png"
& dist\necro-tabletop\necro-tabletop.exe screenshot --scene menu --out $shot | Out-Null
if (-not (Test-Path $shot) -or (Get-Item $shot).Length -lt 10000) { throw "smoke test: no menu screenshot" }
Remove-Item Env:SDL_VIDEODRIVER, Env:NECRO_TABLETOP_HOME

$iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe"
if (-not (Test-Path $iscc)) { $iscc = "ISCC.exe" }
& $iscc "/DAppVersion=$version" build_scripts\windows\necro-tabletop.iss
if ($LASTEXITCODE) { throw "Inno Setup failed" }
Write-Host "built dist\necro-tabletop-$version-windows-setup.exe"
