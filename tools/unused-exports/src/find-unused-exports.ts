import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * Exports that nothing uses. A declaration exported from a source file counts as used when a file
 * other than its own imports it (directly or through a package's index): production code for a
 * production file, anything for a test helper. So code that only its own test still calls shows
 * up, as STYLE.md asks ("dead code kept alive by its test").
 */
export interface UnusedExportsOptions {
  /** The workspace root. */
  root: string;
  /** Folders under `root` to read, e.g. `['libs', 'services']`. */
  folders: string[];
  /** Files whose exports are used from outside TypeScript (a federation expose, a CLI's main): never reported. */
  isEntry: (path: string) => boolean;
  /** Tests and their helpers: what they import does not keep production code alive. */
  isTest: (path: string) => boolean;
  /** tsconfig whose `compilerOptions` (paths included) resolve the workspace's imports. */
  tsconfig: string;
}

export interface UnusedExport {
  /** Relative to the root, with forward slashes. */
  file: string;
  name: string;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', '.data', 'templates']);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(name) || name.startsWith('.') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

export function findUnusedExports(options: UnusedExportsOptions): UnusedExport[] {
  const config = ts.readConfigFile(options.tsconfig, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, options.root);
  const files = options.folders.flatMap((folder) => sourceFiles(join(options.root, folder)));
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true, jsx: ts.JsxEmit.ReactJSX, allowJs: false, types: [] });
  const checker = program.getTypeChecker();
  const rel = (path: string) => relative(options.root, path).split(sep).join('/');

  // Declarations used from another file, keyed by their declaring file and exported name.
  const used = new Set<ts.Symbol>();
  const everythingUsed = new Set<string>(); // files imported whole (`import * as`, `export *` from a test, dynamic import)

  const original = (symbol: ts.Symbol): ts.Symbol => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const markModuleWhole = (specifier: ts.Expression) => {
    const moduleSymbol = checker.getSymbolAtLocation(specifier);
    if (!moduleSymbol) return;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) used.add(original(exported));
  };

  for (const source of program.getSourceFiles()) {
    if (source.isDeclarationFile || !files.includes(source.fileName)) continue;
    const fromTest = options.isTest(rel(source.fileName));
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && node.importClause) {
        const clause = node.importClause;
        const names: ts.Identifier[] = [];
        if (clause.name) names.push(clause.name);
        if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) names.push(...clause.namedBindings.elements.map((e) => e.name));
        if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) markModuleWhole(node.moduleSpecifier);
        for (const name of names) {
          const symbol = checker.getSymbolAtLocation(name);
          if (symbol) record(original(symbol), fromTest);
        }
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.exportClause && fromTest) {
        markModuleWhole(node.moduleSpecifier);
      } else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) && node.arguments[0]) {
        markModuleWhole(node.arguments[0]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  function record(symbol: ts.Symbol, fromTest: boolean) {
    const declaration = symbol.declarations?.[0];
    if (!declaration) return;
    const declaredIn = rel(declaration.getSourceFile().fileName);
    // A test's import keeps alive only what lives in tests and their helpers.
    if (fromTest && !options.isTest(declaredIn)) return;
    used.add(symbol);
  }

  /** Whether the file itself refers to the symbol, beyond declaring it. */
  function usedWithin(source: ts.SourceFile, symbol: ts.Symbol): boolean {
    const declarations = new Set(symbol.declarations?.map((d) => (d as ts.NamedDeclaration).name).filter((n): n is ts.DeclarationName => n !== undefined));
    let found = false;
    const visit = (node: ts.Node): void => {
      if (found) return;
      if (ts.isIdentifier(node) && node.text === symbol.name && !declarations.has(node)) {
        const at = checker.getSymbolAtLocation(node);
        if (at && (at === symbol || original(at) === symbol || checker.getExportSymbolOfSymbol(at) === symbol)) found = true;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  const unused: UnusedExport[] = [];
  for (const source of program.getSourceFiles()) {
    if (source.isDeclarationFile || !files.includes(source.fileName)) continue;
    const file = rel(source.fileName);
    if (options.isEntry(file) || /\.spec\.tsx?$/.test(file) || everythingUsed.has(file)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = original(exported);
      // Re-exports are judged where they are declared.
      if (symbol.declarations?.[0]?.getSourceFile() !== source) continue;
      if (used.has(symbol) || !(symbol.flags & ts.SymbolFlags.Value) || usedWithin(source, symbol)) continue;
      unused.push({ file, name: exported.name });
    }
  }
  return unused.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}
