/** The largest value of an `integer` column, every id's type. */
const ID_MAX = 2_147_483_647;

type Schema = {
  $ref?: string;
  type?: string | string[];
  maximum?: number;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
};
type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const isId = (name: string) => /(^|_)ids?$/.test(name);

/**
 * Every id an operation takes (a parameter or a body field named `id`, `*_id` or `*_ids`) that
 * its schema lets past the integer columns' maximum: such a number reached the database and came
 * back as an error naming no field (issue 39).
 */
export function unboundedIds(document: { paths: Record<string, Record<string, Operation>> }): string[] {
  const found: string[] = [];
  const walk = (schema: Schema | undefined, where: string, named: boolean) => {
    if (!schema || typeof schema !== 'object') return;
    const types = [schema.type].flat();
    const numeric = types.includes('integer') || types.includes('number');
    const fixed = schema.const !== undefined || schema.enum !== undefined;
    if (named && numeric && !fixed && !(schema.maximum! <= ID_MAX)) {
      found.push(where);
    }
    for (const [name, child] of Object.entries(schema.properties ?? {}))
      walk(child, `${where}.${name}`, isId(name));
    walk(schema.items, `${where}[]`, named);
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
      walk(branch, where, named);
    }
    if (typeof schema.additionalProperties === 'object')
      walk(schema.additionalProperties, `${where}.*`, false);
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const p of operation.parameters ?? []) walk(p.schema, `${name} ${p.in} ${p.name}`, isId(p.name));
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        walk(media.schema, `${name} body(${type})`, false);
      }
    }
  }
  return found;
}
