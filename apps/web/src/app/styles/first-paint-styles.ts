// What /landing needs to paint: Mantine's base layers and the CSS of the components the public frame and the
// landing page show (the 170 KB budget of issue 7 leaves no room for all of Mantine's CSS, 32 KB gzip).
// Everything else gets the full sheet from full-styles.ts: every other route loads it with its chunk and
// /landing fetches it once idle, so a component added here later without its CSS still ends up styled.
// Layered (@layer mantine) so that loading the full sheet later never reorders anything over the app's own CSS.
// Order follows Mantine's: base first, then components after the ones they build on.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Rating.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Menu.layer.css';
