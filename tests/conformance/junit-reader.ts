import { SaxesParser } from 'saxes';

export interface JUnitElement {
  name: string;
  attributes: Record<string, string>;
  /** Names of the enclosing elements, outermost first. */
  ancestors: string[];
}

/** Every element of a JUnit file, in document order; throws when the XML is not well-formed. */
export function readJUnitElements(xml: string): JUnitElement[] {
  const parser = new SaxesParser();
  const elements: JUnitElement[] = [];
  const open: string[] = [];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    elements.push({
      name: tag.name,
      attributes: { ...(tag.attributes as Record<string, string>) },
      ancestors: [...open],
    });
    if (!tag.isSelfClosing) open.push(tag.name);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) open.pop();
  });
  parser.write(xml).close();
  return elements;
}
