/**
 * An element's rendered markup as a comparable tree, for components that draw a Mantine
 * component's look without its code (src/ui/Notice, FirstLoadButton, OvalLoader): what differs by
 * design is left out, that is generated ids, the attributes a test names and the references to them, and Mantine's readable
 * class names such as `mantine-Button-root` (the hashed ones carry the styles; the state classes
 * such as `mantine-active` and `mantine-focus-auto` are kept).
 */
export function markupShape(element: Element, ignoredAttributes: readonly string[] = []): unknown {
  const ignored = ['id', 'aria-describedby', 'aria-labelledby', ...ignoredAttributes];
  const attributes = [...element.attributes]
    .filter((attribute) => !ignored.includes(attribute.name))
    .map((attribute) =>
      attribute.name === 'class'
        ? [
            'class',
            attribute.value
              .split(' ')
              .filter((name) => !/^mantine-[A-Z]/.test(name))
              .sort()
              .join(' '),
          ]
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
