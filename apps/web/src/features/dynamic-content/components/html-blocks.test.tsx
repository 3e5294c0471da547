import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { renderApp, testSettings } from '@/testing/render-app';
import { tokenWith } from '@/testing/viewport';
import { blockSize, loadSanitizer } from '@/lib/sanitize-html';
import { HtmlBlocks } from './html-blocks';

declare global {
  interface Window {
    __scriptRan?: boolean;
    __onerrorRan?: boolean;
  }
}

const hostile = [
  '<h2>Ofertas</h2>',
  '<p>Texto <strong>importante</strong> y <em>destacado</em>.</p>',
  '<script>window.__scriptRan = true</script>',
  '<img src="x" onerror="window.__onerrorRan = true" alt="Imagen rota">',
  '<a href="javascript:window.__scriptRan = true">Enlace malicioso</a>',
  '<a href="https://energia-demo.example/ofertas" target="_blank">Ver ofertas</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="position:fixed;inset:0" onclick="window.__scriptRan = true">Capa</div>',
  '<svg><script>window.__scriptRan = true</script></svg>',
  '<form action="https://evil.example"><input name="password"></form>',
].join('');

const element = (overrides: Partial<Parameters<typeof HtmlBlocks>[0]['elements'][number]>) => ({
  id: 1,
  name: 'bloque',
  group_name: null,
  html_block: '<p>Hola</p>',
  block_height: null,
  block_width: null,
  priority: 1,
  page_id: 1,
  ...overrides,
});

describe('server HTML blocks are sanitised (spec 1 point 3, "Dynamic HTML element")', () => {
  it('drops scripts, event handlers, javascript: URLs, frames, forms and styles', async () => {
    const sanitize = await loadSanitizer();
    const clean = sanitize(hostile);
    expect(clean).not.toMatch(
      /<script|onerror|onclick|javascript:|<iframe|<form|<input|style=|<svg/i,
    );
    expect(clean).toContain('<h2>Ofertas</h2>');
    expect(clean).toContain('<strong>importante</strong>');
    expect(clean).toContain('<img src="x" alt="Imagen rota">');
    expect(clean).toContain(
      '<a href="https://energia-demo.example/ofertas" target="_blank" rel="noopener noreferrer">',
    );
  });

  it('renders a hostile block without running any of it', async () => {
    window.__scriptRan = false;
    window.__onerrorRan = false;
    await act(async () => {
      render(<HtmlBlocks elements={[element({ html_block: hostile })]} />);
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ofertas' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Imagen rota' });
    expect(image).not.toHaveAttribute('onerror');
    image.dispatchEvent(new Event('error'));
    expect(screen.getByText('Enlace malicioso')).not.toHaveAttribute('href');
    expect(screen.getByText('Capa')).not.toHaveAttribute('onclick');
    screen.getByText('Capa').click();
    expect(document.querySelector('.html-block script, .html-block iframe')).toBeNull();
    expect(window.__scriptRan).toBe(false);
    expect(window.__onerrorRan).toBe(false);
  });

  it('orders blocks as given and keeps their size within the screen', async () => {
    await act(async () => {
      render(
        <HtmlBlocks
          elements={[
            element({
              id: 1,
              html_block: '<p>Primero</p>',
              block_width: '300',
              block_height: '120px',
            }),
            element({ id: 2, html_block: '<p>Segundo</p>', block_width: '50%' }),
            element({ id: 3, html_block: '<p>Tercero</p>', block_width: 'calc(100% + 9px)' }),
          ]}
        />,
      );
    });
    const first = (await screen.findByText('Primero')).parentElement;
    expect(first).toHaveStyle({ width: '300px', height: '120px', maxWidth: '100%' });
    expect(screen.getByText('Segundo').parentElement).toHaveStyle({ width: '50%' });
    expect(blockSize('calc(100% + 9px)')).toBeUndefined();
    expect(blockSize('12em')).toBe('12em');
    expect(blockSize(null)).toBeUndefined();
  });
});

describe('dynamic pages and blocks in the app', () => {
  it('shows a dynamic page with its title and blocks', async () => {
    mockApi('GET', '/api/v2/ov_customize/html_dinamic_routes', {
      body: [
        {
          id: 1,
          route_path: 'autoconsumo',
          btn_title: 'Autoconsumo',
          btn_description: 'Tus placas',
        },
      ],
    });
    mockApi('GET', '/api/v2/ov_customize/html_dinamic_elements/1', {
      body: [
        element({ id: 2, priority: 2, html_block: '<p>Segundo bloque</p>' }),
        element({
          id: 1,
          priority: 1,
          html_block: '<h2>Batería virtual</h2><script>window.__scriptRan = true</script>',
        }),
      ],
    });
    window.__scriptRan = false;
    await renderApp('/d/autoconsumo/1', { token: tokenWith({}) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Autoconsumo' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    const heading = await within(main).findByRole('heading', { level: 2, name: 'Batería virtual' });
    const second = within(main).getByText('Segundo bloque');
    expect(heading.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(window.__scriptRan).toBe(false);
  });

  it('is not found with server elements off or a page id that is not a number', async () => {
    const settings = {
      ...testSettings,
      features: { ...testSettings.features, enableServerElements: false },
    };
    const first = await renderApp('/d/autoconsumo/1', { token: tokenWith({}), settings });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    first.unmount();
    await renderApp('/d/autoconsumo/uno', { token: tokenWith({}) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
  });

  it('shows the blocks of group Login on the login screen, asked for without a token', async () => {
    mockApi('GET', '/api/v2/ov_customize/html_dinamic_elements', (request) => ({
      body:
        request.url.searchParams.get('group_name') === 'Login'
          ? [
              element({
                group_name: 'Login',
                page_id: null,
                html_block: '<p><strong>¿Aún no tienes cuenta?</strong> Actívala.</p>',
              }),
            ]
          : [],
    }));
    await renderApp('/acceso');
    const aside = await screen.findByRole('complementary', { name: 'Información' });
    expect(await within(aside).findByText('¿Aún no tienes cuenta?')).toBeInTheDocument();
  });

  it('shows the Login blocks again in the language chosen on the login screen', async () => {
    const texts: Record<string, string> = {
      es: '¿Aún no tienes cuenta?',
      en: 'No account yet?',
    };
    mockApi('GET', '/api/v2/ov_customize/html_dinamic_elements', (request) => ({
      body: [
        element({
          group_name: 'Login',
          page_id: null,
          html_block: `<p>${texts[request.url.searchParams.get('lang') ?? 'es']}</p>`,
        }),
      ],
    }));
    const { user } = await renderApp('/acceso');
    expect(await screen.findByText('¿Aún no tienes cuenta?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Idioma: Español' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('No account yet?')).toBeInTheDocument();
    expect(screen.queryByText('¿Aún no tienes cuenta?')).not.toBeInTheDocument();
  });

  it('shows the invoices banner of the retailer', async () => {
    mockApi('GET', '/api/v2/banners/invoices_top', {
      body: {
        code: 'invoices_top',
        type: 'html',
        content: '<p>Domicilia tus facturas</p><img src=x onerror="window.__onerrorRan = true">',
        mime_type: null,
      },
    });
    await renderApp('/facturas', { token: tokenWith({}) });
    const banner = await screen.findByRole('complementary', { name: 'Aviso' });
    expect(await within(banner).findByText('Domicilia tus facturas')).toBeInTheDocument();
    expect(banner.querySelector('[onerror]')).toBeNull();
  });
});
