/**
 * What common/ may use of its platform: only what browsers, Node and Workers all provide, declared here (the parts
 * in use) because common/ typechecks with no DOM and no Node types (common/tsconfig.json), so that it runs in all
 * three. The web, functions and Node projects read common/ with their own runtime's full declarations instead.
 */

/** The WHATWG URL, as every runtime has it. */
declare class URL {
  constructor(url: string, base?: string);
  readonly hash: string;
  readonly origin: string;
  readonly password: string;
  readonly pathname: string;
  readonly protocol: string;
  readonly search: string;
  readonly username: string;
}
