/**
 * An element's rendered markup as a comparable tree, for components that draw a Mantine
 * component's look without its code (src/ui/Notice, FirstLoadButton, OvalLoader). Every class
 * counts, Mantine's readable ones too: our stylesheets select `.mantine-Button-root` and its kin.
 * Left out: generated ids and the attributes that refer to them, and the attributes a test names.
 */
export function markupShape(element: Element, ignoredAttributes: readonly string[] = []): unknown {
  const ignored = ['id', 'aria-describedby', 'aria-labelledby', ...ignoredAttributes];
  const attributes = [...element.attributes]
    .filter((attribute) => !ignored.includes(attribute.name))
    .map((attribute) =>
      attribute.name === 'class'
        ? ['class', attribute.value.split(' ').sort().join(' ')]
        : [attribute.name, attribute.value],
    )
    .sort();
  return {
    tag: element.tagName,
    attributes,
    text: element.children.length ? null : element.textContent,
    children: [...element.children].map((child) => markupShape(child, ignoredAttributes)),
  };
}
