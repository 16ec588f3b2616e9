// Maps of addresses and areas: the coordinates as text when no tile server is set up (no map, nothing
// fetched for it), the lazy map when one is (Leaflet itself is replaced: jsdom cannot lay a map out), and
// the declared form's point typed into its number inputs or picked on the map.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import type { ModelUi } from '../../../common/models/registry';
import ModelFormPage from '../../../src/forms/ModelFormPage';
import type { LeafletMapProps } from '../../../src/maps/LeafletMap';
import AddressDetailsPage from '../../../src/resources/addresses/AddressDetailsPage';
import AreaDetailsPage from '../../../src/resources/areas/AreaDetailsPage';
import { answerSaved, recordPost } from '../forms/renderForm';
import { api, server } from '../msw';
import { renderAdmin } from '../renderAdmin';
import { SERVED_MODELS } from '../servedModels';

// The map as its props: the tests read what it would draw and pick a point as a click would.
vi.mock('../../../src/maps/LeafletMap', () => ({
  default: ({ label, point, outline, tileUrl, onPick }: LeafletMapProps) => (
    <section aria-label={label} data-tiles={tileUrl}>
      {point && <p>{`pin ${point.latitude} ${point.longitude}`}</p>}
      {outline && <p>{`outline of ${outline.rings[0].length} positions`}</p>}
      {onPick && (
        <button type="button" onClick={() => onPick({ latitude: 30.12345678, longitude: 391.5 })}>
          Pick on the map
        </button>
      )}
    </section>
  ),
}));

const LONG = { timeout: 10_000 };
const TILES = 'https://127.0.0.1:9/{z}/{x}/{y}.png';

function serveTiles(tileUrl: string | null) {
  server.use(
    http.get(api('settings/map'), () =>
      HttpResponse.json({ state: 1, data: { tile_url: tileUrl, attribution: null } }),
    ),
  );
}

function serveSingle(model: string, id: number, item: Record<string, unknown>, title: string) {
  server.use(
    http.get(api(`getSingle/${model}/${id}`), () =>
      HttpResponse.json({
        state: 1,
        data: {
          item: { ID: id, id, is_trashed: 0, ...item },
          row: { ID: id, is_trashed: 0 },
          title,
          headers: [],
          notes: [],
        },
      }),
    ),
  );
}

const renderAddress = (locale: 'en' | 'ar' = 'en') =>
  renderAdmin(<Route path="/default/addresses/:id" element={<AddressDetailsPage />} />, {
    url: '/default/addresses/12',
    permissions: ['view-Address'],
    locale,
  });

describe('the address details page', () => {
  it('shows the coordinates as text and no map when no tile server is set up', async () => {
    serveSingle(
      'addresses',
      12,
      { street: '5 El Tahrir St.', latitude: 30.0444, longitude: -31.2357 },
      '5 El Tahrir St.',
    );
    renderAddress();
    const location = (await screen.findByRole('heading', { name: 'Location' }, LONG)).closest('.MuiCard-root');
    const card = within(location as HTMLElement);
    expect(card.getByText('Latitude').nextElementSibling).toHaveTextContent('30.0444');
    expect(card.getByText('Longitude').nextElementSibling).toHaveTextContent('-31.2357');
    // The settings were read, and they say no map.
    await waitFor(() => expect(screen.queryByText('Loading the map…')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: /^Map/ })).not.toBeInTheDocument();
  });

  it('writes the coordinates in Arabic digits in Arabic, and says when there is no point', async () => {
    serveSingle('addresses', 12, { latitude: 30.0444, longitude: 31.2357 }, 'شارع النصر');
    const { unmount } = renderAddress('ar');
    expect((await screen.findByText('خط العرض', {}, LONG)).nextElementSibling).toHaveTextContent('٣٠٫٠٤٤٤');
    unmount();
    serveSingle('addresses', 12, { latitude: null, longitude: null }, 'شارع النصر');
    renderAddress('ar');
    expect(await screen.findByText('لم تُحدَّد لهذا العنوان نقطة على الخريطة بعد.', {}, LONG)).toBeInTheDocument();
  });

  it('draws the pin on the map from the tile setting when one is set up', async () => {
    serveTiles(TILES);
    serveSingle('addresses', 12, { latitude: 30.0444, longitude: 31.2357 }, '5 El Tahrir St.');
    renderAddress();
    const map = await screen.findByRole('region', { name: 'Map: 5 El Tahrir St.' }, LONG);
    expect(map).toHaveAttribute('data-tiles', TILES);
    expect(within(map).getByText('pin 30.0444 31.2357')).toBeInTheDocument();
  });
});

describe('the area details page', () => {
  const OUTLINE = JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [31.2, 30.0],
        [31.3, 30.0],
        [31.3, 30.1],
        [31.2, 30.1],
        [31.2, 30.0],
      ],
    ],
  });
  const renderArea = () =>
    renderAdmin(<Route path="/default/areas/:id" element={<AreaDetailsPage />} />, {
      url: '/default/areas/3',
      permissions: ['view-Area'],
    });

  it('tells the outline by its corners and bounding box without tiles, and draws it with them', async () => {
    serveSingle('areas', 3, { name_en: 'Cairo — Downtown', outline: OUTLINE }, 'Cairo — Downtown');
    const { unmount } = renderArea();
    expect(await screen.findByText('4 corners', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('South').nextElementSibling).toHaveTextContent('30');
    expect(screen.getByText('North').nextElementSibling).toHaveTextContent('30.1');
    expect(screen.getByText('West').nextElementSibling).toHaveTextContent('31.2');
    expect(screen.getByText('East').nextElementSibling).toHaveTextContent('31.3');
    unmount();

    serveTiles(TILES);
    renderArea();
    const map = await screen.findByRole('region', { name: 'Map: Cairo — Downtown' }, LONG);
    expect(within(map).getByText('outline of 5 positions')).toBeInTheDocument();
  });

  it('says when the area has no outline', async () => {
    serveSingle('areas', 3, { outline: null }, 'Cairo — Downtown');
    renderArea();
    expect(await screen.findByText('This area has no outline yet.', {}, LONG)).toBeInTheDocument();
  });
});

describe("the address form's point", () => {
  const served = SERVED_MODELS.find((model) => model.name === 'addresses')!;
  // The street and the point: the pickers of the other fields have tests of their own.
  const ADDRESSES: ModelUi = {
    ...served,
    form: { fields: served.form!.fields.filter((field) => ['street', 'latitude', 'longitude'].includes(field.name)) },
  };
  const renderNew = () =>
    renderAdmin(
      <>
        <Route path="/default/addresses/ops/:id?" element={<ModelFormPage model={ADDRESSES} />} />
        <Route path="/default/addresses" element={<h1>The addresses list</h1>} />
      </>,
      { url: '/default/addresses/ops', permissions: ['view-Address', 'create-addresses'] },
    );

  it('sends the typed latitude and longitude, and refuses them off the globe first', async () => {
    const user = userEvent.setup();
    const bodies = recordPost(
      'addresses/store',
      // The saved address has the columns this form leaves out too.
      (body) =>
        answerSaved(9)({
          user_id: 5,
          city_id: 1,
          area_id: 3,
          label: 'Home',
          building: '',
          is_default: 0,
          is_trashed: 0,
          ...body,
        }),
      201,
    );
    renderNew();
    await user.type(await screen.findByRole('textbox', { name: 'Street' }, LONG), '5 El Tahrir St.');
    const latitude = screen.getByRole('spinbutton', { name: 'Latitude' });
    const longitude = screen.getByRole('spinbutton', { name: 'Longitude' });
    await user.type(latitude, '95');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('May not be greater than 90')).toBeInTheDocument();
    expect(screen.getByText('Give both the latitude and the longitude, or neither')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(latitude);
    await user.type(latitude, '30.0444');
    await user.type(longitude, '31.2357');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'The addresses list' }, LONG);
    expect(bodies).toEqual([{ street: '5 El Tahrir St.', latitude: 30.0444, longitude: 31.2357 }]);
  });

  it('asks for the numbers when no map is set up, and fills them from a point picked on the map', async () => {
    const { unmount } = renderNew();
    expect(
      await screen.findByText('No map is set up (Settings, map tile URL): type the latitude and longitude.', {}, LONG),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick on the map' })).not.toBeInTheDocument();
    unmount();

    const user = userEvent.setup();
    serveTiles(TILES);
    renderNew();
    await user.click(await screen.findByRole('button', { name: 'Pick on the map' }, LONG));
    // Six decimals, and a click past the date line back within [-180, 180].
    expect(screen.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue(30.123457);
    expect(screen.getByRole('spinbutton', { name: 'Longitude' })).toHaveValue(31.5);
    expect(within(screen.getByRole('region', { name: 'Map: Latitude, Longitude' })).getByText('pin 30.123457 31.5'));
  });
});

describe("the area form's outline", () => {
  const served = SERVED_MODELS.find((model) => model.name === 'areas')!;
  const AREAS: ModelUi = {
    ...served,
    form: { fields: served.form!.fields.filter((field) => field.name === 'outline') },
  };

  it('is typed left to right and refused unless it is a GeoJSON polygon', async () => {
    const user = userEvent.setup();
    const bodies = recordPost('areas/store', answerSaved(4), 201);
    renderAdmin(
      <>
        <Route path="/default/areas/ops/:id?" element={<ModelFormPage model={AREAS} />} />
        <Route path="/default/areas" element={<h1>The areas list</h1>} />
      </>,
      { url: '/default/areas/ops', permissions: ['view-Area', 'create-areas'], locale: 'ar' },
    );
    const outline = await screen.findByRole('textbox', { name: 'الحدود (مضلع GeoJSON)' }, LONG);
    expect(outline).toHaveAttribute('dir', 'ltr');
    await user.click(outline);
    await user.paste('{"type":"Point","coordinates":[31,30]}');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText(/^أدخل مضلعًا بصيغة GeoJSON/)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
