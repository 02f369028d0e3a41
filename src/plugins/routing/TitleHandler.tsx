import { DocumentTitleHandler } from '@refinedev/react-router';

const PRODUCT = 'Agent Console';

/** Document title: '<page> | Agent Console', or the product name alone. */
export function TitleHandler() {
  return (
    <DocumentTitleHandler
      handler={({ resource, pathname }) => {
        const label = resource?.meta?.label;
        return label && pathname !== '/login' ? `${label} | ${PRODUCT}` : PRODUCT;
      }}
    />
  );
}
