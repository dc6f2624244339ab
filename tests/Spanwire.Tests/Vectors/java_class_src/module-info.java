module demo.kinds {
    requires java.base;
    exports demo.kinds;
}
