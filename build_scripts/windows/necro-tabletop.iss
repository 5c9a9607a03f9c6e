; Inno Setup 6 script for the Windows installer of Necro Tabletop (issue 14).
; Built by build_scripts\windows\build.ps1 after PyInstaller has made dist\necro-tabletop\:
;     ISCC.exe /DAppVersion=0.1.0 build_scripts\windows\necro-tabletop.iss
; Output: dist\necro-tabletop-<version>-windows-setup.exe. It installs the one-folder app in
; Program Files (or, for a user without admin rights, in their own programs folder), adds a
; Start menu entry and an uninstaller. Saves, settings and the log live in %APPDATA%\NecroTabletop\
; (tabletop/paths.py), which the uninstaller leaves alone.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Necro Tabletop"
#define AppExe "necro-tabletop.exe"

[Setup]
AppId={{CC016B8C-B46E-4691-AD9B-908145009E76}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Necro Tabletop
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=necro-tabletop-{#AppVersion}-windows-setup
SetupIconFile=..\..\assets\icon.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\necro-tabletop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
