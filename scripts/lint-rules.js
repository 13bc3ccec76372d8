// Redocly plugin with the document rules that built-in and configurable rules cannot express.
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function resolved(ctx, node) {
  return node?.$ref ? ctx.resolve(node).node : node;
}

/** Every 2xx JSON response carries at least one named example. */
function successResponseHasNamedExample() {
  return {
    Operation: {
      enter(operation, ctx) {
        for (const [status, responseOrRef] of Object.entries(operation.responses ?? {})) {
          if (!/^2\d\d$/.test(status)) continue;
          const response = resolved(ctx, responseOrRef);
          const json = response?.content?.['application/json'];
          if (!json) continue;
          const examples = resolved(ctx, json.examples);
          if (!examples || Object.keys(examples).length === 0) {
            ctx.report({
              message: `The ${status} JSON response needs a named example under \`examples\`.`,
              location: ctx.location.child(['responses', status]),
            });
          }
        }
      },
    },
  };
}

/** Examples are realistic: the literal placeholder "string" is refused anywhere in an example value. */
function noPlaceholderExamples() {
  const findPlaceholder = (value, path) => {
    if (value === 'string') return path;
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const found = findPlaceholder(child, [...path, key]);
        if (found) return found;
      }
    }
    return null;
  };
  return {
    Example: {
      enter(example, ctx) {
        const found = findPlaceholder(example.value, []);
        if (found) {
          ctx.report({
            message: `Example value at ${found.join('.') || '(root)'} is the placeholder "string".`,
            location: ctx.location.child(['value']),
          });
        }
      },
    },
  };
}

/** Secured operations declare 401 and 403; every operation declares 500. */
function declaredErrorResponses() {
  return {
    Root: {
      enter(root, ctx) {
        const globalSecurity = root.security ?? [];
        for (const [path, itemOrRef] of Object.entries(root.paths ?? {})) {
          const item = resolved(ctx, itemOrRef);
          for (const method of HTTP_METHODS) {
            const operation = item?.[method];
            if (!operation) continue;
            const security = operation.security ?? globalSecurity;
            const secured = security.some((requirement) => Object.keys(requirement).length > 0);
            const required = secured ? ['401', '403', '500'] : ['500'];
            const missing = required.filter((code) => !(code in (operation.responses ?? {})));
            if (missing.length > 0) {
              ctx.report({
                message: `${method.toUpperCase()} ${path} does not declare ${missing.join(', ')}.`,
                location: ctx.location.child(['paths', path]),
              });
            }
          }
        }
      },
    },
  };
}

export default function depsightLintRules() {
  return {
    id: 'depsight',
    rules: {
      oas3: {
        'success-response-has-named-example': successResponseHasNamedExample,
        'no-placeholder-examples': noPlaceholderExamples,
        'declared-error-responses': declaredErrorResponses,
      },
    },
  };
}
