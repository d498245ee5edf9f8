// Imported from here, the compiler resolves in this folder's node_modules, outside the workspace.
import path from 'node:path';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

let compiler;

/** Typesets `file` (in this folder) with `inputs` as sys.inputs: the PDF, or the compiler's errors. */
export function compile(file, inputs) {
  compiler ??= NodeCompiler.create({
    workspace: import.meta.dirname,
    // Typst's own fonts (New Computer Modern, Libertinus) and the system's (Carlito, DejaVu).
    fontArgs: [{ fontPaths: ['/usr/share/fonts'] }],
  });
  const result = compiler.compile({ mainFilePath: path.join(import.meta.dirname, file), inputs });
  const document = result.result;
  if (!document) {
    const error = result.takeError() ?? result.takeDiagnostics();
    throw new Error(`typst: ${file}: ${JSON.stringify(error?.shortDiagnostics ?? error)}`);
  }
  return compiler.pdf(document);
}
