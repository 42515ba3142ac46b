// All of Mantine's core CSS (layered, so it can arrive after the first-paint sheet without overriding the
// app's own rules). Loaded by every route but /landing, by the auth modals, and by /landing once idle.
import '@mantine/core/styles.layer.css';
